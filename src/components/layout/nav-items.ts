import {
  Bell,
  BookOpen,
  Bot,
  Bug,
  Building2,
  ClipboardList,
  FolderSync,
  GraduationCap,
  HeartHandshake,
  Landmark,
  LayoutDashboard,
  type LucideIcon,
  Megaphone,
  School,
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
    { label: 'Announcements', to: '/admin/announcements', icon: Megaphone },
    { label: 'Roster import', to: '/admin/roster', icon: FolderSync },
    { label: 'Teachers', to: '/admin/teachers', icon: GraduationCap },
    { label: 'Students', to: '/admin/students', icon: UserRound },
    { label: 'Parents', to: '/admin/parents', icon: HeartHandshake },
    { label: 'Student privacy', to: '/admin/privacy', icon: ShieldCheck },
    ...everyone,
  ],
  'district-admin': [
    { label: 'Schools', to: '/admin', icon: School, exact: true },
    { label: 'Announcements', to: '/admin/announcements', icon: Megaphone },
    { label: 'Roster import', to: '/admin/roster', icon: FolderSync },
    { label: 'Teachers', to: '/admin/teachers', icon: GraduationCap },
    { label: 'Students', to: '/admin/students', icon: UserRound },
    { label: 'Parents', to: '/admin/parents', icon: HeartHandshake },
    { label: 'Student privacy', to: '/admin/privacy', icon: ShieldCheck },
    ...everyone,
  ],
  'super-admin': [
    { label: 'Districts', to: '/sup-admin', icon: Landmark, exact: true },
    { label: 'Schools', to: '/sup-admin/schools', icon: Building2 },
    { label: 'Announcements', to: '/sup-admin/announcements', icon: Megaphone },
    { label: 'Roster import', to: '/sup-admin/roster', icon: FolderSync },
    { label: 'Teachers', to: '/sup-admin/teachers', icon: GraduationCap },
    { label: 'Students', to: '/sup-admin/students', icon: UserRound },
    { label: 'Parents', to: '/sup-admin/parents', icon: HeartHandshake },
    { label: 'Student privacy', to: '/sup-admin/privacy', icon: ShieldCheck },
    { label: 'Bug reports', to: '/sup-admin/bug-reports', icon: Bug },
    { label: 'Crash reports', to: '/sup-admin/crash-reports', icon: TriangleAlert },
    ...everyone,
  ],
};
