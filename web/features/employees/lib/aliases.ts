// Nicknames are typed as one comma-separated line ("Mica, Milica P.") and stored as a list, the
// forms attribution looks for in review texts (docs/http-api.md).

const SEPARATORS = /[,;\n]/;

/**
 * The nicknames in a line of text: trimmed, inner spaces collapsed, empty entries dropped and
 * repeats removed ignoring case (the first spelling wins).
 */
export function parseAliases(text: string): string[] {
  const seen = new Set<string>();
  const aliases: string[] = [];
  for (const part of text.split(SEPARATORS)) {
    const alias = part.trim().replace(/\s+/g, ' ');
    const key = alias.toLocaleLowerCase();
    if (alias && !seen.has(key)) {
      seen.add(key);
      aliases.push(alias);
    }
  }
  return aliases;
}

/** The line shown in the form for a stored list; parseAliases reads it back unchanged. */
export function formatAliases(aliases: readonly string[]): string {
  return aliases.join(', ');
}
