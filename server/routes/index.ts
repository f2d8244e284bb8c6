import type { AnyEndpoint } from '@/contract/define';
import { adminEndpoints } from '@/contract/endpoints/admin';
import { authEndpoints } from '@/contract/endpoints/auth';
import { communicationEndpoints } from '@/contract/endpoints/communication';
import { gradebookEndpoints } from '@/contract/endpoints/gradebook';
import { parentEndpoints } from '@/contract/endpoints/parent';
import { supAdminEndpoints } from '@/contract/endpoints/sup-admin';
import { systemEndpoints } from '@/contract/endpoints/system';
import { teacherEndpoints } from '@/contract/endpoints/teacher';
import type { Handlers } from '../lib/register';
import { adminHandlers } from './admin';
import { authHandlers } from './auth';
import { communicationHandlers } from './communication';
import { gradebookHandlers } from './gradebook';
import { parentHandlers } from './parent';
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
  group(communicationEndpoints, communicationHandlers),
  group(teacherEndpoints, teacherHandlers),
  group(gradebookEndpoints, gradebookHandlers),
  group(parentEndpoints, parentHandlers),
  group(adminEndpoints, adminHandlers),
  group(supAdminEndpoints, supAdminHandlers),
];
