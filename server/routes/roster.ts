import type { rosterEndpoints } from '@/contract/endpoints/roster';
import { found } from '../lib/refusal';
import type { Handlers } from '../lib/register';
import { importFor, importsPage } from '../repos/roster-imports';
import { applyImport } from '../roster/apply';
import { createDryRun } from '../roster/dry-run';
import { exportRoster } from '../roster/export';
import { openProgressStream } from '../roster/progress-stream';
import { rollbackImport } from '../roster/rollback';

/** OneRoster rostering (docs/ARCHITECTURE.md, "Rostering"): reach is checked in `server/roster/*` through `mayRosterTarget` and `lockImport`. */
export const rosterHandlers: Handlers<typeof rosterEndpoints> = {
  rosterImportCreate: async ({ body, user, services }) => createDryRun(services.db, user, body),

  rosterImports: async ({ body, user, services }) => importsPage(services.db, user, body),

  rosterImport: async ({ params, user, services }) => found(await importFor(services.db, user, params.id), 'No such import'),

  rosterImportApply: async ({ params, user, services, reply, req }) =>
    applyImport(services.db, user, params.id, () => openProgressStream(reply), req.log),

  rosterImportRollback: async ({ params, user, services }) => rollbackImport(services.db, user, params.id),

  rosterExport: async ({ body, user, services }) => exportRoster(services.db, user, body.districtId, body.schoolId ?? null),
};
