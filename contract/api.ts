import type { AnyEndpoint } from './define';
import { authEndpoints } from './endpoints/auth';
import { gradebookEndpoints } from './endpoints/gradebook';
import { shellEndpoints } from './endpoints/shell';
import { systemEndpoints } from './endpoints/system';
import { teacherEndpoints } from './endpoints/teacher';

/**
 * The whole wire contract: every endpoint the product has, by name. The server registers each
 * one (a test checks none is missing), the client calls through them.
 */
export const api = {
  ...systemEndpoints,
  ...authEndpoints,
  ...shellEndpoints,
  ...teacherEndpoints,
  ...gradebookEndpoints,
} satisfies Record<string, AnyEndpoint>;

export type Api = typeof api;
export type EndpointName = keyof Api;
