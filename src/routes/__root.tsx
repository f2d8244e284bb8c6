import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../app/router';
import { SessionExpiry } from '../app/session-expiry';
import { Snackbar } from '../components/snackbar';
import { TimeTracker } from '../features/shell/time-tracking/time-tracker';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
});

function RootLayout() {
  return (
    <>
      <Outlet />
      <Snackbar />
      <TimeTracker />
      <SessionExpiry />
    </>
  );
}
