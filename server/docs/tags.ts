import type { AnyEndpoint } from '@/contract/define';
import { adminEndpoints } from '@/contract/endpoints/admin';
import { adminPeopleEndpoints } from '@/contract/endpoints/admin-people';
import { analyticsEndpoints } from '@/contract/endpoints/analytics';
import { announcementsEndpoints } from '@/contract/endpoints/announcements';
import { assistantEndpoints } from '@/contract/endpoints/assistant';
import { authEndpoints } from '@/contract/endpoints/auth';
import { coursesEndpoints } from '@/contract/endpoints/courses';
import { gradebookEndpoints } from '@/contract/endpoints/gradebook';
import { invitesEndpoints } from '@/contract/endpoints/invites';
import { logsEndpoints } from '@/contract/endpoints/logs';
import { notificationsEndpoints } from '@/contract/endpoints/notifications';
import { parentEndpoints } from '@/contract/endpoints/parent';
import { privacyEndpoints } from '@/contract/endpoints/privacy';
import { reportsEndpoints } from '@/contract/endpoints/reports';
import { rosterEndpoints } from '@/contract/endpoints/roster';
import { rosterPullEndpoints } from '@/contract/endpoints/roster-pull';
import { ssoEndpoints } from '@/contract/endpoints/sso';
import { supAdminEndpoints } from '@/contract/endpoints/sup-admin';
import { systemEndpoints } from '@/contract/endpoints/system';
import { teacherEndpoints } from '@/contract/endpoints/teacher';

/** The OpenAPI tag of each contract group (the viewer groups operations by it). */
const tags = new Map<Record<string, AnyEndpoint>, string>([
  [systemEndpoints, 'System'],
  [authEndpoints, 'Authentication'],
  [notificationsEndpoints, 'Notifications'],
  [announcementsEndpoints, 'Announcements'],
  [assistantEndpoints, 'Assistant'],
  [reportsEndpoints, 'Bug and crash reports'],
  [teacherEndpoints, 'Teacher'],
  [gradebookEndpoints, 'Gradebook'],
  [parentEndpoints, 'Parent'],
  [adminEndpoints, 'School and district admin'],
  [supAdminEndpoints, 'Super admin'],
  [rosterEndpoints, 'Rostering'],
  [rosterPullEndpoints, 'Rostering'],
  [privacyEndpoints, 'Student privacy'],
  [logsEndpoints, 'Logs'],
  [coursesEndpoints, 'Courses and classes'],
  [analyticsEndpoints, 'Analytics'],
  [invitesEndpoints, 'Teacher invites'],
  [adminPeopleEndpoints, 'People (teachers, students, parents)'],
  [ssoEndpoints, 'Single sign-on'],
]);

/** A group added to the contract without a tag here still appears, under "Other". */
export function tagOf(group: Record<string, AnyEndpoint>): string {
  return tags.get(group) ?? 'Other';
}

/** The operation's description: who may call it and what it needs beyond the schemas. */
export function describeAccess(endpoint: AnyEndpoint): string {
  const who = endpoint.roles === 'public' ? 'Public: no token needed.' : `Roles: ${endpoint.roles.join(', ')}.`;
  const school =
    endpoint.school === 'optional'
      ? ' Takes a schoolid header naming one of the caller’s schools; without it, answers for their first school (as my/schools lists them).'
      : endpoint.school
        ? ' Needs the schoolid header naming one of the caller’s schools.'
        : '';
  const limit = endpoint.rateLimit
    ? ` Limited to ${[
        endpoint.rateLimit.perUser ? `${endpoint.rateLimit.perUser} per user` : '',
        endpoint.rateLimit.perAddress ? `${endpoint.rateLimit.perAddress} per address` : '',
      ]
        .filter(Boolean)
        .join(' and ')} every ${endpoint.rateLimit.windowSeconds} s (429 with Retry-After beyond).`
    : ['POST', 'PUT', 'PATCH', 'DELETE'].includes(endpoint.method)
      ? ' Limited per user and per address by the server’s defaults (RATE_LIMIT_PER_USER, RATE_LIMIT_PER_ADDRESS a minute; 429 with Retry-After beyond).'
      : '';
  const stream = endpoint.stream === 'sse' ? ' Answers a Server-Sent Events stream; each event is one response object.' : '';
  return `${who}${school}${limit}${stream}`;
}
