// The search box: what is typed shows at once, and reaches the list (the address, then the query)
// once typing pauses for 250 ms, so the server sees one search per pause rather than per key.
// A search changed from elsewhere (a "clear" button, the nav link to the bare page) is copied
// into the box; the box's own searches coming back are not, so text typed since is kept.
import { useEffect, useRef, useState } from 'react';

const SEARCH_DEBOUNCE_MS = 250;

export function useSearchBox(committed: string, commit: (text: string) => void) {
  const [text, setText] = useState(committed);
  const [sent, setSent] = useState(committed);
  const [seen, setSeen] = useState(committed);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // Adjusting state to a changed input during render (React's pattern for derived resets).
  if (committed !== seen) {
    setSeen(committed);
    // The address keeps the search trimmed, so compare trimmed: "ab " coming back as "ab" is
    // the box's own search and must not eat the space just typed.
    if (committed.trim() !== sent.trim()) {
      setText(committed);
      setSent(committed);
    }
  }

  function change(value: string) {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setSent(value);
      commit(value);
    }, SEARCH_DEBOUNCE_MS);
  }

  /** Empties the box at once (with the filters it clears alongside). */
  function clear() {
    clearTimeout(timer.current);
    setText('');
    setSent('');
  }

  return { text, change, clear };
}
