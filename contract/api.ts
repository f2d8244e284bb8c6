import type { AnyEndpoint } from './define';
import { adminEndpoints } from './endpoints/admin';
import { authEndpoints } from './endpoints/auth';
import { communicationEndpoints } from './endpoints/communication';
import { gradebookEndpoints } from './endpoints/gradebook';
import { parentEndpoints } from './endpoints/parent';
import { supAdminEndpoints } from './endpoints/sup-admin';
import { systemEndpoints } from './endpoints/system';
import { teacherEndpoints } from './endpoints/teacher';

/**
 * The whole wire contract: every endpoint the product has, by name, in groups named like the
 * route groups and features. The server registers each one (a test checks none is missing), the
 * client calls through them.
 */
export const api = {
  ...systemEndpoints,
  ...authEndpoints,
  ...communicationEndpoints,
  ...teacherEndpoints,
  ...gradebookEndpoints,
  ...parentEndpoints,
  ...adminEndpoints,
  ...supAdminEndpoints,
} satisfies Record<string, AnyEndpoint>;

export type Api = typeof api;
export type EndpointName = keyof Api;
