import { Outlet } from '@tanstack/react-router';
import { AppLayout } from '../components/layout/app-layout';
import { navItemsByRole } from '../components/layout/nav-items';
import { ThemeToggle } from '../components/theme-toggle';
import { useCurrentUser } from '../features/auth/api/current-user';
import { useAnnouncement } from '../features/shell/api/announcement';
import { useMySchools } from '../features/shell/api/my-schools';
import { AnnouncementBanner } from '../features/shell/components/announcement-banner';
import { SchoolSwitcher } from '../features/shell/components/school-switcher';
import { homePathFor } from '../lib/roles';
import './theme/full-system';
import { UserMenu } from './user-menu';

const appTitle = 'CS Curriculum';

/** The layout of every role group. The group's guard has already put the user in the query cache. */
export function AppShell() {
  const { data: user } = useCurrentUser();
  const announcement = useAnnouncement();
  const isStaff = !!user && user.role !== 'parent' && user.schools.length > 1;
  const mySchools = useMySchools(isStaff);
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
          {isStaff && <SchoolSwitcher schools={schools} />}
          <ThemeToggle />
          <UserMenu user={user} />
        </>
      }
    >
      <Outlet />
    </AppLayout>
  );
}
