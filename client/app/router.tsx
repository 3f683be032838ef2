import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { LoginPage } from '../auth/login-page';
import { authRoutes } from '../auth/routes';
import type { AreaRoute } from '../lib/area-route';
import { useSession } from '../lib/session';
import { usersRoutes } from '../users/routes';
import { messagesRoutes } from '../messages/routes';
import { pagingRoutes } from '../paging/routes';
import { blockTimeRoutes } from '../block-time/routes';
import { roundsRoutes } from '../rounds/routes';
import { operativeLogRoutes } from '../operative-log/routes';
import { callCalendarRoutes } from '../call-calendar/routes';
import { timeOffRequestsRoutes } from '../time-off-requests/routes';
import { dailyScheduleRoutes } from '../daily-schedule/routes';
import { auditRoutes } from '../audit/routes';
import { orMetricsRoutes } from '../or-metrics/routes';
import { fairnessLedgerRoutes } from '../fairness-ledger/routes';
import { callPreferencesRoutes } from '../call-preferences/routes';
import { pushRoutes } from '../push/routes';
import { NotFoundPage, ServerErrorPage, UnauthorizedPage } from './errors/error-page';
import { RequireAuth } from './guards';
import { SignedInLayout } from './layout/signed-in-layout';
import { paths } from '../lib/paths';
import { reloadWhenOutdated } from '../lib/build-check';

const BoardPage = lazy(() => import('../board/board-page').then((module) => ({ default: module.BoardPage })));
const DashboardPage = lazy(() =>
  import('./dashboard/dashboard-page').then((module) => ({ default: module.DashboardPage })),
);

/** Each area's pages; an area adds its list here. */
const areaRoutes: AreaRoute[] = [
  ...authRoutes,
  ...usersRoutes,
  ...messagesRoutes,
  ...pagingRoutes,
  {
    // A message about a call request shows the request and its actions: composed in app/.
    path: '/recivedbox/:id',
    load: () => import('./call-requests-compositions').then((module) => module.ReceivedMessageWithRequest),
  },
  {
    path: '/sentbox/:id',
    load: () => import('./call-requests-compositions').then((module) => module.SentMessageWithRequest),
  },
  ...blockTimeRoutes,
  ...roundsRoutes,
  ...operativeLogRoutes,
  ...callCalendarRoutes,
  ...timeOffRequestsRoutes,
  {
    // The month view shows pending call requests and Swap / Give away on one's own calls: composed in app/.
    path: paths.monthlySchedule,
    load: () => import('./call-requests-compositions').then((module) => module.MonthlyScheduleWithRequests),
  },
  {
    // The call calendar's edit page shows the block-time table too: composed in app/.
    path: paths.editCallCalendar,
    permission: 'call-calendar.write',
    load: () => import('./edit-call-calendar-with-blocks').then((module) => module.EditCallCalendarWithBlocks),
  },
  {
    // The draft page offers suggest-fill: composed in app/.
    path: paths.addMonthlySchedule,
    permission: 'call-calendar.write',
    load: () => import('./draft-month-with-suggestions').then((module) => module.DraftMonthWithSuggestions),
  },
  ...dailyScheduleRoutes,
  ...auditRoutes,
  ...orMetricsRoutes,
  ...fairnessLedgerRoutes,
  ...callPreferencesRoutes,
  ...pushRoutes,
];

function toRoute({ path, permission, load }: AreaRoute): RouteObject {
  const Page = lazy(() => load().then((Component) => ({ default: Component })));
  return {
    path,
    element: (
      <RequireAuth permission={permission}>
        <Suspense fallback={<div className="page-loading">Loading...</div>}>
          <Page />
        </Suspense>
      </RequireAuth>
    ),
  };
}

/** `/` is the login page when signed out, the dashboard when signed in. */
function Home() {
  const signedIn = useSession((state) => state.user !== null);
  return signedIn ? <Navigate to={paths.dashboard} replace /> : <LoginPage />;
}

export const routes: RouteObject[] = [
  {
    errorElement: <ServerErrorPage />,
    children: [
      { path: paths.home, element: <Home /> },
      { path: paths.login, element: <Home /> },
      {
        element: <SignedInLayout />,
        children: [
          {
            path: paths.dashboard,
            element: (
              <Suspense fallback={null}>
                <DashboardPage />
              </Suspense>
            ),
          },
          ...areaRoutes.map(toRoute),
        ],
      },
      {
        // A wall board: no sign-in and no layout; its url token is its credential.
        path: paths.board(':token'),
        element: (
          <Suspense fallback={null}>
            <BoardPage />
          </Suspense>
        ),
      },
      { path: paths.error500, element: <ServerErrorPage /> },
      { path: paths.error401, element: <UnauthorizedPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
// After a deploy, the next navigation fetches the new client (see build-check).
router.subscribe(reloadWhenOutdated(router.state.location));
