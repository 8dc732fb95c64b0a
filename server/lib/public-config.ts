// Puts the public configuration (common/public-config.ts) into the built index.html at serve
// time, as a meta tag rather than a script: the Content-Security-Policy admits only hashed inline
// scripts, and a meta tag needs no hash. Nothing but the fields of PublicConfig is ever written.
import { PUBLIC_CONFIG_META_NAME, type PublicConfig } from '@common/public-config';

const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '"': '&quot;',
  "'": '&#39;',
  '<': '&lt;',
  '>': '&gt;',
};

export function publicConfigMeta(config: PublicConfig): string {
  // Picked field by field, so a wider object passed by mistake cannot leak anything else.
  const value: PublicConfig = {
    ...(config.sentryDsn ? { sentryDsn: config.sentryDsn } : {}),
    environment: config.environment,
    release: config.release,
  };
  const content = JSON.stringify(value).replace(/[&"'<>]/g, (c) => ATTRIBUTE_ESCAPES[c] ?? c);
  return `<meta name="${PUBLIC_CONFIG_META_NAME}" content="${content}" />`;
}

const EXISTING_META = new RegExp(`<meta\\s+name="${PUBLIC_CONFIG_META_NAME}"[^>]*>`);

/** index.html with the config tag: replacing a placeholder tag, else at the end of <head>. */
export function withPublicConfig(html: string, config: PublicConfig): string {
  const meta = publicConfigMeta(config);
  if (EXISTING_META.test(html)) return html.replace(EXISTING_META, () => meta);
  if (html.includes('</head>')) return html.replace('</head>', () => `${meta}</head>`);
  return html;
}
