import type { AnyEndpoint } from '../../contract/define';
import { authEndpoints } from '../../contract/endpoints/auth';
import { gradebookEndpoints } from '../../contract/endpoints/gradebook';
import { shellEndpoints } from '../../contract/endpoints/shell';
import { systemEndpoints } from '../../contract/endpoints/system';
import { teacherEndpoints } from '../../contract/endpoints/teacher';
import type { Handlers } from '../lib/register';
import { authHandlers } from './auth';
import { gradebookHandlers } from './gradebook';
import { shellHandlers } from './shell';
import { systemHandlers } from './system';
import { teacherHandlers } from './teacher';

interface RouteGroup<G extends Record<string, AnyEndpoint>> {
  endpoints: G;
  handlers: Handlers<G>;
}
const group = <G extends Record<string, AnyEndpoint>>(endpoints: G, handlers: Handlers<G>): RouteGroup<G> => ({ endpoints, handlers });

/** Every contract group with its handlers; `buildApp` registers them all. */
export const routeGroups = [
  group(systemEndpoints, systemHandlers),
  group(authEndpoints, authHandlers),
  group(shellEndpoints, shellHandlers),
  group(teacherEndpoints, teacherHandlers),
  group(gradebookEndpoints, gradebookHandlers),
];
