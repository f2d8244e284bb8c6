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
 * The whole wire contract with its zod schemas: every endpoint the product has, by name, in groups
 * named like the route groups and features. The server registers each group, the OpenAPI document
 * and the server tests read the schemas here. The browser never imports this module: it calls
 * through `contract/api.ts`, generated from it without schemas (ARCHITECTURE.md §2).
 */
export const endpoints = {
  ...systemEndpoints,
  ...authEndpoints,
  ...communicationEndpoints,
  ...teacherEndpoints,
  ...gradebookEndpoints,
  ...parentEndpoints,
  ...adminEndpoints,
  ...supAdminEndpoints,
} satisfies Record<string, AnyEndpoint>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
