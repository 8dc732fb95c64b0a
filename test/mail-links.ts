// Which page a mailed link opens, whatever language it names (docs/languages.md).
/** A mailed link to this page: its own path, or the path in a language (`/sr/auth/invite`). */
export function isLinkTo(pathname: string, page: string): boolean {
  return pathname === page || /^\/(en|sr|sr-Cyrl)(\/.*)$/.exec(pathname)?.[2] === page;
}
