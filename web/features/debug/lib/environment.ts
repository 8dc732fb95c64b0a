// What the Environment tab shows: build mode, version, language, theme and the browser. Never
// import.meta.env as a whole (a VITE_ variable could one day hold a key).
import { APP_VERSION } from '@common/constants';
import { currentTheme } from '../../../lib/theme';

export function collectEnvironment(language: string): Record<string, string> {
  return {
    mode: import.meta.env.MODE,
    version: APP_VERSION,
    language,
    theme: currentTheme(),
    userAgent: navigator.userAgent,
    viewport: `${window.innerWidth}×${window.innerHeight} @${window.devicePixelRatio}x`,
    apiBase: `${window.location.origin}/api`,
  };
}
