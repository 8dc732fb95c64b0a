// The place's title Google gave when it was connected, offered as the business's name while the
// business is called otherwise (docs/google.md "The business's name"). Read by the Google status
// and by the business settings, which say the same.
export function offeredName(name: string, title: string | null | undefined): string | null {
  const clean = title?.trim();
  return clean && clean !== name ? clean : null;
}
