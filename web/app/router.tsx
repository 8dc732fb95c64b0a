// Routes of docs/product-rules.md §2. Every page is lazy so the first download stays small; the server-owned
// paths (/e, /qr, /auth/google, /api) never reach this router in production. Guarded routes
// start the session check in their loader, in parallel with downloading their code.
import { useEffect, useState, type ComponentType } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { LANGUAGES, type Language } from '@common/constants';
import { PageLoader } from '../components/page-loader';
import { RouteCrashScreen } from '../components/crash-boundary';
import { sessionQueryOptions } from '../features/auth/api/get-session';
import { importWithRetry } from '../lib/chunk-load';
import { trackNavigation } from '../lib/observe';
import { loadCatalogue, loadCoreInAllLanguages, setLanguage } from '../lib/i18n';
import { debugRoutes } from './routes/debug/routes';
import { RootLayout } from './routes/root-layout';

function landingRoute(language: Language): RouteObject {
  return {
    path: language,
    // The language is set in the loader, before the page renders, so it never paints in the
    // previous language first; the choice is also stored for the next visit.
    loader: async () => {
      await Promise.all([setLanguage(language, ['landing']), loadCoreInAllLanguages()]);
      return null;
    },
    lazy: page(() => import('./routes/landing'), 'LandingRoute'),
  };
}

/**
 * The lazy loader of a page: the named export of a route module. Shorter in the main chunk than
 * the inline `(await import(...)).Name` form, which every route would otherwise repeat.
 */
function page<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): () => Promise<{ Component: ComponentType }> {
  return async () => ({ Component: (await importWithRetry(load))[name] });
}

// The information pages and the demo have no language in their path: they use the current one,
// with the landing texts (header, footer) and, for the pages, the long `static` texts.
const INFORMATION_PAGES = [
  ['privacy', 'PrivacyRoute'],
  ['privacy-policy', 'PrivacyPolicyRoute'],
  ['terms', 'TermsRoute'],
  ['refund-policy', 'RefundPolicyRoute'],
  ['faq', 'FaqRoute'],
] as const;

async function prepareInformation({ request }: { request: Request }) {
  const parts = ['landing', 'static'] as const;
  const needed = new URL(request.url).pathname === '/demo' ? parts.slice(0, 1) : parts;
  await Promise.all(needed.map(loadCatalogue));
  return null;
}

/**
 * A signed-in area's pages, under an error element of their own: a page that cannot load (offline,
 * say) shows its screen inside the area's header and navigation instead of replacing them.
 */
const framed = (children: RouteObject[]): RouteObject[] => [
  { ErrorBoundary: RouteCrashScreen, children },
];

/** A page outside the signed-in areas whose texts live with theirs. */
async function dashboardTexts() {
  await loadCatalogue('dashboard');
  return null;
}

const notFound = (name: 'DashboardNotFoundRoute' | 'EmployeeNotFoundRoute') =>
  page(() => import('./routes/business-dashboard/not-found'), name);

function createRoutes(queryClient: QueryClient): RouteObject[] {
  // The session check is not awaited: the guard shows the loader while the answer is on its way.
  const startSessionCheck = () => {
    void queryClient.prefetchQuery(sessionQueryOptions());
    return null;
  };
  // The signed-in areas also need their part of the messages before they paint.
  const prepareDashboard = async () => {
    startSessionCheck();
    await loadCatalogue('dashboard');
    return null;
  };

  return [
    {
      Component: RootLayout,
      HydrateFallback: PageLoader,
      // The crash screen (docs/product-rules.md §2) for any page that fails to load or to render.
      ErrorBoundary: RouteCrashScreen,
      children: [
        {
          index: true,
          // The choice is offered in every language, so every catalogue is needed.
          loader: async () => {
            await loadCoreInAllLanguages();
            return null;
          },
          lazy: page(() => import('./routes/language-choice'), 'LanguageChoiceRoute'),
        },
        ...LANGUAGES.map(landingRoute),
        {
          path: 'demo',
          loader: prepareInformation,
          lazy: page(() => import('./routes/demo'), 'DemoRoute'),
        },
        ...INFORMATION_PAGES.map(([path, name]) => ({
          path,
          loader: prepareInformation,
          lazy: page(() => import('./routes/static/information-pages'), name),
        })),
        {
          // A display link's board: no session, the dashboard's texts in the browser's language.
          path: 'display/:token',
          loader: dashboardTexts,
          lazy: page(() => import('./routes/display'), 'DisplayRoute'),
        },
        {
          path: 'auth',
          loader: startSessionCheck,
          lazy: page(() => import('./routes/auth/auth-layout'), 'AuthLayout'),
          children: [
            {
              index: true,
              lazy: page(() => import('./routes/auth/sign-in'), 'SignInRoute'),
            },
            {
              path: 'employee',
              lazy: page(() => import('./routes/auth/employee-sign-in'), 'EmployeeSignInRoute'),
            },
            {
              path: 'forgot-password',
              // Its texts live with the signed-in areas' catalogue, off the sign-in page's budget.
              loader: dashboardTexts,
              lazy: page(() => import('./routes/auth/forgot-password'), 'ForgotPasswordRoute'),
            },
            {
              path: 'invite',
              // Its texts live with the signed-in areas' catalogue, off the sign-in page's budget.
              loader: dashboardTexts,
              lazy: page(() => import('./routes/auth/invite'), 'InviteRoute'),
            },
          ],
        },
        {
          // A splat also matches /dashboard itself.
          path: 'dashboard/*',
          loader: startSessionCheck,
          lazy: page(() => import('./routes/redirects'), 'DashboardRedirectRoute'),
        },
        ...['business-setup', 'settings', 'profile'].map((path) => ({
          path,
          loader: startSessionCheck,
          lazy: page(() => import('./routes/redirects'), 'DashboardAliasRoute'),
        })),
        {
          path: 'business-dashboard',
          loader: prepareDashboard,
          lazy: page(() => import('./routes/business-dashboard/layout'), 'BusinessDashboardLayout'),
          children: framed([
            {
              index: true,
              lazy: page(() => import('./routes/business-dashboard/overview'), 'OverviewRoute'),
            },
            {
              path: 'employees',
              lazy: page(() => import('./routes/business-dashboard/employees'), 'EmployeesRoute'),
            },
            {
              path: 'leaderboard',
              lazy: page(
                () => import('./routes/business-dashboard/leaderboard'),
                'LeaderboardRoute',
              ),
            },
            {
              path: 'reviews',
              lazy: page(() => import('./routes/business-dashboard/reviews'), 'ReviewsRoute'),
            },
            {
              path: 'settings',
              lazy: page(() => import('./routes/business-dashboard/settings'), 'SettingsRoute'),
            },
            {
              path: 'business-setup',
              lazy: page(
                () => import('./routes/business-dashboard/business-setup'),
                'BusinessSetupRoute',
              ),
            },
            {
              path: 'profile',
              lazy: page(() => import('./routes/business-dashboard/profile'), 'ProfileRoute'),
            },
            { path: '*', lazy: notFound('DashboardNotFoundRoute') },
          ]),
        },
        {
          // Full screen for a staff-room TV: outside the dashboard's frame, but behind the same
          // guard (the route module wraps it). More specific than the splat below, so it wins.
          path: 'business-dashboard/leaderboard/tv',
          loader: prepareDashboard,
          lazy: page(
            () => import('./routes/business-dashboard/leaderboard-tv'),
            'LeaderboardTvRoute',
          ),
        },
        {
          path: 'admin',
          loader: prepareDashboard,
          lazy: page(() => import('./routes/admin/layout'), 'AdminLayout'),
          children: framed([
            {
              index: true,
              lazy: page(() => import('./routes/admin/users'), 'AdminUsersRoute'),
            },
            {
              path: 'lockouts',
              lazy: page(() => import('./routes/admin/lockouts'), 'LockoutsRoute'),
            },
          ]),
        },
        {
          // Public: an alert mail's link stops its mails (docs/notifications.md "Alert mails").
          path: 'unsubscribe',
          loader: dashboardTexts,
          lazy: page(() => import('./routes/unsubscribe'), 'UnsubscribeRoute'),
        },
        {
          // Public (docs/product-rules.md §2): the operator's token form and the instance status.
          path: 'operator',
          loader: dashboardTexts,
          lazy: page(() => import('./routes/operator'), 'OperatorRoute'),
        },
        {
          path: 'employee',
          loader: prepareDashboard,
          lazy: page(() => import('./routes/employee/layout'), 'EmployeeLayout'),
          children: framed([
            {
              index: true,
              lazy: page(() => import('./routes/employee/home'), 'EmployeeHomeRoute'),
            },
            {
              path: 'reviews',
              lazy: page(() => import('./routes/employee/reviews'), 'EmployeeReviewsRoute'),
            },
            {
              path: 'business-setup',
              lazy: page(
                () => import('./routes/employee/business-setup'),
                'EmployeeBusinessSetupRoute',
              ),
            },
            {
              path: 'profile',
              lazy: page(() => import('./routes/employee/profile'), 'EmployeeProfileRoute'),
            },
            { path: '*', lazy: notFound('EmployeeNotFoundRoute') },
          ]),
        },
        // docs/product-rules.md §2 test and debug routes: development builds only (docs/SECURITY.md).
        ...(import.meta.env.DEV ? debugRoutes : []),
        {
          path: '*',
          lazy: page(() => import('./routes/not-found'), 'NotFoundRoute'),
        },
      ],
    },
  ];
}

export function AppRouter() {
  const queryClient = useQueryClient();
  const [router] = useState(() => createBrowserRouter(createRoutes(queryClient)));
  // Every location change leaves a navigation note for error reporting (docs/product-rules.md §2).
  useEffect(() => trackNavigation(router), [router]);
  return <RouterProvider router={router} />;
}
