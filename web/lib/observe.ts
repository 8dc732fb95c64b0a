// The first download carries only this front of the logger and error reporting: calls wait here
// and run once those modules (observability.ts) have loaded, when the page is idle. It keeps the
// sign-in page within its JavaScript budget (docs/SCALING.md).
import type * as Observability from './observability';
import type { NoteLocation } from './error-reporting';
import { whenIdle } from './when-idle';

type Task = (observability: typeof Observability) => void;

let loaded: typeof Observability | undefined;
let pending: Task[] | undefined = [];

/** Runs `task` with the logger and error reporting, now or once they have loaded. */
export function observe(task: Task): void {
  if (loaded) task(loaded);
  else if (pending && pending.length < 200) pending.push(task);
}

export function startObservability(
  load: () => Promise<typeof Observability> = () => import('./observability'),
): Promise<void> {
  return new Promise<void>((resolve) => whenIdle(resolve))
    .then(load)
    .then((module) => {
      loaded = module;
      pending?.splice(0).forEach(observe);
    })
    .catch(() => {
      pending = undefined;
    });
}

type KeyedLocation = NoteLocation & { key: string };
let lastKey: string | undefined;

/** Notes every location change of a data router (docs/product-rules.md §2): push, replace, back and forward. */
export function trackNavigation(router: {
  state: { location: KeyedLocation };
  subscribe(listener: (state: { location: KeyedLocation }) => void): () => void;
}): () => void {
  const note = (location: KeyedLocation) => {
    if (location.key !== lastKey) observe((o) => o.addNavigationNote(location));
    lastKey = location.key;
  };
  note(router.state.location);
  return router.subscribe((state) => note(state.location));
}
