import type { parentEndpoints } from '@/contract/endpoints/parent';
import { familySummarySettings, unsubscribeFromSummaries, updateFamilySummarySettings } from '../family-summary/settings';
import { found } from '../lib/refusal';
import type { Handlers } from '../lib/register';
import { childDashboard } from '../parent/child-dashboard';
import { childrenOfParent } from '../repos/children';

export const parentHandlers: Handlers<typeof parentEndpoints> = {
  parentChildren: async ({ user, services }) => childrenOfParent(services.db, user.id),
  // Reach and the audit row come first (the declared `auditedRead`): another family's child is a 404 and is not logged.
  parentDashboard: async ({ services, body }) => found(await childDashboard(services.db, body.childId), 'No such child'),
  familySummaryGet: async ({ user, services }) => familySummarySettings(services.db, user.id),
  familySummaryUpdate: async ({ user, services, body }) => updateFamilySummarySettings(services.db, user.id, body),
  familySummaryUnsubscribe: async ({ services, body }) => unsubscribeFromSummaries(services.db, body.token),
};
