import { Outlet } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import type { Role } from '@/contract/http';
import { AppLayout } from '../components/layout/app-layout';
import { navItemsByRole } from '../components/layout/nav-items';
import { SchoolScopedOutlet } from '../components/school-scoped-outlet';
import { ThemeToggle } from '../components/theme-toggle';
import { useCurrentUser } from '../features/auth/api/current-user';
import { useMySchools } from '../features/auth/api/my-schools';
import { SchoolSwitcher } from '../features/auth/components/school-switcher';
import { AnnouncementBanner } from '../features/communication/announcements/announcement-banner';
import { useAnnouncement } from '../features/communication/announcements/api/current-announcement';
import { NotificationsBell } from '../features/communication/notifications/notifications-bell';
import { loadCatalogs } from '../lib/i18n/i18n';
import { homePathFor } from '../lib/roles';
import { UserMenu } from './user-menu';

const appTitle = 'CS Curriculum';

/**
 * The form loads when someone opens it, with its words (the `communication` area, not every page's
 * `shell`); like `withCatalogs`, a catalogue that cannot be fetched does not keep the form away.
 */
const BugReportDialog = lazy(() =>
  Promise.all([
    import('../features/communication/components/bug-report-dialog'),
    loadCatalogs('communication').catch(() => undefined),
  ]).then(([m]) => ({ default: m.BugReportDialog })),
);

/** The live notification stream (ARCHITECTURE.md §7): its own chunk, so the first page does not grow. */
const LiveNotifications = lazy(() => import('../features/communication/notifications/live-notifications'));

/**
 * Roles whose screens work inside one school at a time (their calls send `schoolid`). District and
 * super admins see their whole scope at once, so a switcher would change nothing for them.
 */
const schoolScopedRoles: readonly Role[] = ['teacher', 'school-admin'];

/**
 * The layout of the teacher's group: its pages show the selected school's data, so a school switch
 * mounts them afresh (ARCHITECTURE.md §3). The gradebook's are not school-scoped and keep their
 * state (an open template's unsaved edits) across a switch.
 */
export function SchoolScopedAppShell() {
  return <AppShell pagesKeyedBySchool />;
}

/** The layout of every role group. The group's guard has already put the user in the query cache. */
export function AppShell({ pagesKeyedBySchool = false }: { pagesKeyedBySchool?: boolean }) {
  const { data: user } = useCurrentUser();
  const announcement = useAnnouncement();
  const canSwitchSchool = !!user && schoolScopedRoles.includes(user.role) && user.schools.length > 1;
  const mySchools = useMySchools(canSwitchSchool);
  const [bugReportOpen, setBugReportOpen] = useState(false);
  if (!user) return null;
  const schools = mySchools.data ?? user.schools;

  return (
    <AppLayout
      title={appTitle}
      homePath={homePathFor(user.role)}
      navItems={navItemsByRole[user.role]}
      banner={announcement.data ? <AnnouncementBanner announcement={announcement.data} /> : null}
      actions={
        <>
          {canSwitchSchool && <SchoolSwitcher schools={schools} />}
          <NotificationsBell />
          <ThemeToggle />
          <UserMenu user={user} onReportBug={() => setBugReportOpen(true)} />
        </>
      }
    >
      {pagesKeyedBySchool ? <SchoolScopedOutlet /> : <Outlet />}
      <Suspense fallback={null}>
        <LiveNotifications />
      </Suspense>
      {bugReportOpen && (
        <Suspense fallback={null}>
          <BugReportDialog open onClose={() => setBugReportOpen(false)} userId={user._id} />
        </Suspense>
      )}
    </AppLayout>
  );
}
