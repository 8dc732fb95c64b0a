// Text whose UTF-8 bytes were once read as Windows-1252 or ISO-8859-1 ("Frizerski salon Ä†iÄ‡a"
// for "Ćića"),
// as a name copied through an app that got the encoding wrong arrives. Repaired only when the
// whole text reads back as valid UTF-8 and the result has no such sequences left.
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const SUSPECT = /[ÃÄÅÐÑÂ][\u0080-\u00bf€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]/;

function byteOf(char: string): number | null {
  const code = char.charCodeAt(0);
  // Read as ISO-8859-1, bytes 0x80-0x9F became C1 controls; as Windows-1252, the letters below.
  if (code <= 0xff) return code;
  const high = CP1252_HIGH.indexOf(char);
  return high >= 0 ? 0x80 + high : null;
}

export function repairMojibake(text: string): string {
  if (!SUSPECT.test(text)) return text;
  const bytes: number[] = [];
  for (const char of text) {
    const byte = byteOf(char);
    if (byte === null) return text;
    bytes.push(byte);
  }
  try {
    const repaired = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(bytes));
    return SUSPECT.test(repaired) ? text : repaired;
  } catch {
    return text;
  }
}
