import type { AnyEndpoint } from './define';
import { adminEndpoints } from './endpoints/admin';
import { adminPeopleEndpoints } from './endpoints/admin-people';
import { analyticsEndpoints } from './endpoints/analytics';
import { announcementsEndpoints } from './endpoints/announcements';
import { assistantEndpoints } from './endpoints/assistant';
import { authEndpoints } from './endpoints/auth';
import { coursesEndpoints } from './endpoints/courses';
import { gradebookEndpoints } from './endpoints/gradebook';
import { invitesEndpoints } from './endpoints/invites';
import { logsEndpoints } from './endpoints/logs';
import { notificationsEndpoints } from './endpoints/notifications';
import { parentEndpoints } from './endpoints/parent';
import { privacyEndpoints } from './endpoints/privacy';
import { reportsEndpoints } from './endpoints/reports';
import { rosterEndpoints } from './endpoints/roster';
import { rosterPullEndpoints } from './endpoints/roster-pull';
import { ssoEndpoints } from './endpoints/sso';
import { supAdminEndpoints } from './endpoints/sup-admin';
import { systemEndpoints } from './endpoints/system';
import { teacherEndpoints } from './endpoints/teacher';

/**
 * The whole wire contract with its zod schemas: every endpoint the product has, by name, in groups
 * named like the route groups and features. The server registers each group, the OpenAPI document
 * and the server tests read the schemas here. The browser never imports this module: it calls
 * through `contract/api.ts`, generated from it without schemas (ARCHITECTURE.md §2).
 */
export const endpoints = {
  ...systemEndpoints,
  ...authEndpoints,
  ...notificationsEndpoints,
  ...announcementsEndpoints,
  ...assistantEndpoints,
  ...reportsEndpoints,
  ...teacherEndpoints,
  ...gradebookEndpoints,
  ...parentEndpoints,
  ...adminEndpoints,
  ...supAdminEndpoints,
  ...rosterEndpoints,
  ...rosterPullEndpoints,
  ...privacyEndpoints,
  ...logsEndpoints,
  ...coursesEndpoints,
  ...analyticsEndpoints,
  ...invitesEndpoints,
  ...adminPeopleEndpoints,
  ...ssoEndpoints,
} satisfies Record<string, AnyEndpoint>;

/**
 * The same endpoints by group, keyed by the file name under `contract/endpoints/`: the client
 * contract is generated one module per group (`contract/client/<group>.ts`), so the first page
 * loads only the groups it calls (ARCHITECTURE.md §2).
 */
export const endpointGroups = {
  system: systemEndpoints,
  auth: authEndpoints,
  notifications: notificationsEndpoints,
  announcements: announcementsEndpoints,
  assistant: assistantEndpoints,
  reports: reportsEndpoints,
  teacher: teacherEndpoints,
  gradebook: gradebookEndpoints,
  parent: parentEndpoints,
  admin: adminEndpoints,
  'sup-admin': supAdminEndpoints,
  roster: rosterEndpoints,
  'roster-pull': rosterPullEndpoints,
  privacy: privacyEndpoints,
  logs: logsEndpoints,
  courses: coursesEndpoints,
  analytics: analyticsEndpoints,
  invites: invitesEndpoints,
  'admin-people': adminPeopleEndpoints,
  sso: ssoEndpoints,
} satisfies Record<string, Record<string, AnyEndpoint>>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
