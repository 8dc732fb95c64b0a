// The funnel's vocabulary (docs/funnel.md): how a visitor reached an employee's page. The
// database schema and the public page's query string both take it from here.
export const TOUCH_SOURCES = ['qr', 'link', 'nfc'] as const;
export type TouchSource = (typeof TOUCH_SOURCES)[number];
