// Routes of SPEC §2 that exist so far. Every page is lazy so the first download stays small;
// the server-owned paths (/e, /qr, /auth/google, /api) never reach this router in production.
import { useState } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { LANGUAGES, type Language } from '@common/constants';
import { PageLoader } from '../components/page-loader';
import { setLanguage } from '../lib/i18n';
import { RootLayout } from './routes/root-layout';

function landingRoute(language: Language): RouteObject {
  return {
    path: language,
    // The language is set in the loader, before the page renders, so it never paints in the
    // previous language first; the choice is also stored for the next visit.
    loader: async () => {
      await setLanguage(language);
      return null;
    },
    lazy: async () => ({ Component: (await import('./routes/landing')).LandingRoute }),
  };
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: PageLoader,
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('./routes/language-choice')).LanguageChoiceRoute,
        }),
      },
      ...LANGUAGES.map(landingRoute),
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
      },
    ],
  },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
