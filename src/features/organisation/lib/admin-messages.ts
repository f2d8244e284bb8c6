import type { MessageId } from '@/src/lib/i18n/compiled/ids';
import type { AdminRole } from '../api/organisation';

/** The words of each admin list and dialog, by the role it manages (`org.admins.<role>.*`). */
export const adminMessages = {
  'district-admin': {
    title: 'org.admins.district.title',
    description: 'org.admins.district.description',
    new: 'org.admins.district.new',
    create: 'org.admins.district.create',
    loading: 'org.admins.district.loading',
    what: 'org.admins.district.what',
    empty: 'org.admins.district.empty',
    emptyHint: 'org.admins.district.emptyHint',
  },
  'school-admin': {
    title: 'org.admins.school.title',
    description: 'org.admins.school.description',
    new: 'org.admins.school.new',
    create: 'org.admins.school.create',
    loading: 'org.admins.school.loading',
    what: 'org.admins.school.what',
    empty: 'org.admins.school.empty',
    emptyHint: 'org.admins.school.emptyHint',
  },
} as const satisfies Record<AdminRole, Record<string, MessageId>>;
