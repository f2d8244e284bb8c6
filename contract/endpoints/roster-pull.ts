import { defineEndpoint } from '../define';
import { idParams } from '../http';
import { rosterProviderAnswerSchema, rosterProviderSaveSchema, rosterProviderSchema } from '../schemas/roster-pull';

/** The pull is district-wide: super admins for any district, district admins for their own. */
const pullRoles = ['super-admin', 'district-admin'] as const;

/**
 * The scheduled pull from a OneRoster REST provider (docs/ARCHITECTURE.md §10, "REST pull"): the
 * district's connection (`:id` is the district), its status, and "sync now". A pull's plan is an
 * ordinary roster import (dry run), reviewed and applied in the import screen unless it applied
 * itself within the admin's threshold.
 */
export const rosterPullEndpoints = {
  rosterProvider: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/roster/provider/:id',
    summary: "The district's OneRoster REST connection (null when none) with its last pull's status; the client secret is never answered.",
    roles: pullRoles,
    school: false,
    params: idParams,
    response: rosterProviderAnswerSchema,
  }),
  rosterProviderSave: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/admin/roster/provider/:id',
    summary: "Saves the district's connection; the client secret is stored encrypted (AES-256-GCM) and kept when left out.",
    roles: pullRoles,
    school: false,
    params: idParams,
    body: rosterProviderSaveSchema,
    rateLimit: { perUser: 30, perAddress: 60, windowSeconds: 600 },
    response: rosterProviderSchema,
  }),
  rosterPullNow: defineEndpoint({
    method: 'POST',
    path: '/api/v1/admin/roster/provider/:id/pull',
    summary:
      'Starts a pull and answers at once (202) with the connection, its status `running`; poll `rosterProvider` until it is ' +
      'not. The pull reads every page of every resource first, then plans a dry run (applied at once only when auto-apply ' +
      'is on and within the threshold). A pull already running, on any instance: 409.',
    roles: pullRoles,
    school: false,
    params: idParams,
    status: 202,
    rateLimit: { perUser: 12, perAddress: 30, windowSeconds: 3600 },
    response: rosterProviderSchema,
  }),
};
