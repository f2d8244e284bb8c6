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
import type { Handlers } from '../lib/register';
import { adminHandlers } from './admin';
import { adminPeopleHandlers } from './admin-people';
import { analyticsHandlers } from './analytics';
import { announcementsHandlers } from './announcements';
import { assistantHandlers } from './assistant';
import { authHandlers } from './auth';
import { coursesHandlers } from './courses';
import { gradebookHandlers } from './gradebook';
import { invitesHandlers } from './invites';
import { logsHandlers } from './logs';
import { notificationsHandlers } from './notifications';
import { parentHandlers } from './parent';
import { privacyHandlers } from './privacy';
import { reportsHandlers } from './reports';
import { rosterHandlers } from './roster';
import { rosterPullHandlers } from './roster-pull';
import { ssoHandlers } from './sso';
import { supAdminHandlers } from './sup-admin';
import { systemHandlers } from './system';
import { teacherHandlers } from './teacher';

interface RouteGroup<G extends Record<string, AnyEndpoint>> {
  endpoints: G;
  handlers: Handlers<G>;
}
const group = <G extends Record<string, AnyEndpoint>>(endpoints: G, handlers: Handlers<G>): RouteGroup<G> => ({ endpoints, handlers });

/** Every contract group with its handlers, one file each under the same name; `buildApp` registers them all. */
export const routeGroups = [
  group(systemEndpoints, systemHandlers),
  group(authEndpoints, authHandlers),
  group(notificationsEndpoints, notificationsHandlers),
  group(announcementsEndpoints, announcementsHandlers),
  group(assistantEndpoints, assistantHandlers),
  group(reportsEndpoints, reportsHandlers),
  group(teacherEndpoints, teacherHandlers),
  group(gradebookEndpoints, gradebookHandlers),
  group(parentEndpoints, parentHandlers),
  group(adminEndpoints, adminHandlers),
  group(supAdminEndpoints, supAdminHandlers),
  group(rosterEndpoints, rosterHandlers),
  group(rosterPullEndpoints, rosterPullHandlers),
  group(privacyEndpoints, privacyHandlers),
  group(logsEndpoints, logsHandlers),
  group(coursesEndpoints, coursesHandlers),
  group(analyticsEndpoints, analyticsHandlers),
  group(invitesEndpoints, invitesHandlers),
  group(adminPeopleEndpoints, adminPeopleHandlers),
  group(ssoEndpoints, ssoHandlers),
];
