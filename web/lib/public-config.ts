// Reads what the server told the page (common/public-config.ts) from the rt-config meta tag.
// Without the tag (Vite's dev server, a page served as a plain file) the build mode decides, so
// a production build never counts as a development one.
import { APP_VERSION } from '@common/constants';
import { PUBLIC_CONFIG_META_NAME, type PublicConfig } from '@common/public-config';

export function readPublicConfig(
  content: string | null | undefined,
  buildIsDev = import.meta.env.DEV,
): PublicConfig {
  let told: Partial<PublicConfig> = {};
  try {
    told = Object(JSON.parse(content || '{}'));
  } catch {
    // A damaged tag counts as no tag.
  }
  return { environment: buildIsDev ? 'development' : 'production', release: APP_VERSION, ...told };
}

export const publicConfig: PublicConfig = readPublicConfig(
  typeof document === 'undefined'
    ? null
    : document.querySelector(`meta[name="${PUBLIC_CONFIG_META_NAME}"]`)?.getAttribute('content'),
);

/** Development and test servers: developer-only helpers (the crash trigger) may run. */
export const isDevelopmentEnvironment = publicConfig.environment !== 'production';
