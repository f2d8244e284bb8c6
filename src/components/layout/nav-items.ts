import {
  Bell,
  BookOpen,
  Bot,
  Bug,
  Building2,
  CalendarRange,
  ChartColumn,
  ClipboardList,
  FolderSync,
  GraduationCap,
  HeartHandshake,
  Inbox,
  Landmark,
  LayoutDashboard,
  type LucideIcon,
  MailPlus,
  Megaphone,
  School,
  ScrollText,
  ShieldCheck,
  TriangleAlert,
  UserRound,
  Users,
} from 'lucide-react';
import type { Role } from '@/contract/http';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Active only on this exact path (group home pages), not on everything below it. */
  exact?: boolean;
}

/**
 * The side drawer's items per role: one place for all of them. Only screens that exist are listed
 * (no placeholder pages).
 */
const everyone: NavItem[] = [
  { label: 'Notifications', to: '/notifications', icon: Bell },
  { label: 'Assistant', to: '/assistant', icon: Bot },
];

/**
 * The management screens every admin area has, in drawer order: school, district and super admins
 * differ only in the area's base path and in the items around these.
 */
function managementItems(area: '/admin' | '/sup-admin'): NavItem[] {
  return [
    { label: 'Courses', to: `${area}/courses`, icon: BookOpen },
    { label: 'Classes', to: `${area}/classes`, icon: CalendarRange },
    { label: 'Announcements', to: `${area}/announcements`, icon: Megaphone },
    { label: 'Roster import', to: `${area}/roster`, icon: FolderSync },
    { label: 'Teachers', to: `${area}/teachers`, icon: GraduationCap },
    { label: 'Students', to: `${area}/students`, icon: UserRound },
    { label: 'Parents', to: `${area}/parents`, icon: HeartHandshake },
    { label: 'Student privacy', to: `${area}/privacy`, icon: ShieldCheck },
    { label: 'Logs', to: `${area}/logs`, icon: ScrollText },
    { label: 'Analytics', to: `${area}/analytics`, icon: ChartColumn },
    { label: 'Teacher invites', to: `${area}/invites`, icon: MailPlus },
  ];
}

export const navItemsByRole: Record<Role, NavItem[]> = {
  teacher: [
    { label: 'Dashboard', to: '/teacher', icon: LayoutDashboard, exact: true },
    { label: 'Courses', to: '/teacher/courses', icon: BookOpen },
    { label: 'Students', to: '/teacher/students', icon: Users },
    { label: 'Gradebook', to: '/gradebook', icon: ClipboardList },
    ...everyone,
  ],
  parent: [{ label: 'Children', to: '/parent', icon: Users, exact: true }, ...everyone],
  'school-admin': [
    { label: 'Schools', to: '/admin', icon: School, exact: true },
    { label: 'School list', to: '/admin/schools', icon: Building2 },
    ...managementItems('/admin'),
    ...everyone,
  ],
  'district-admin': [
    { label: 'Schools', to: '/admin', icon: School, exact: true },
    { label: 'School list', to: '/admin/schools', icon: Building2 },
    { label: 'School admins', to: '/admin/school-admins', icon: Users },
    ...managementItems('/admin'),
    { label: 'Single sign-on', to: '/admin/sso', icon: Landmark },
    ...everyone,
  ],
  'super-admin': [
    { label: 'Districts', to: '/sup-admin', icon: Landmark, exact: true },
    { label: 'Schools', to: '/sup-admin/schools', icon: Building2 },
    { label: 'District admins', to: '/sup-admin/district-admins', icon: Users },
    { label: 'School admins', to: '/sup-admin/school-admins', icon: Users },
    ...managementItems('/sup-admin'),
    { label: 'Outbox', to: '/sup-admin/outbox', icon: Inbox },
    { label: 'Bug reports', to: '/sup-admin/bug-reports', icon: Bug },
    { label: 'Crash reports', to: '/sup-admin/crash-reports', icon: TriangleAlert },
    ...everyone,
  ],
};
