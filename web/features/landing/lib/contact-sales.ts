// The sales contact is a plain email: there is no contact form, so nothing pretends to have been
// sent. The subject and body are prepared in the visitor's language.
export const SALES_EMAIL = 'sales@reviewtrace.app';

export function salesMailto(subject: string, body: string): string {
  return `mailto:${SALES_EMAIL}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
