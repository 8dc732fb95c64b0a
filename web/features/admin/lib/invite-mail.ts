// There is no mail server: the admin sends the invitation from their own mail program. The
// mailto: link carries the address, a subject and a body with the link, each URI-encoded.

export interface InviteMailTexts {
  subject: string;
  body: string;
}

export function inviteMailto(email: string, texts: InviteMailTexts): string {
  // encodeURIComponent keeps "+" and line breaks intact (URLSearchParams would write spaces as
  // "+", which several mail programs show literally).
  const query = `subject=${encodeURIComponent(texts.subject)}&body=${encodeURIComponent(texts.body)}`;
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?${query}`;
}
