import type { parentEndpoints } from '@/contract/endpoints/parent';
import { familySummarySettings, unsubscribeFromSummaries, updateFamilySummarySettings } from '../family-summary/settings';
import { notFound } from '../lib/refusal';
import type { Handlers } from '../lib/register';
import { childDashboard } from '../parent/child-dashboard';
import { childrenOfParent } from '../repos/children';

const noSuchChild = () => notFound('No such child');

export const parentHandlers: Handlers<typeof parentEndpoints> = {
  parentChildren: async ({ user, services }) => childrenOfParent(services.db, user.id),
  // Reach and the audit row come first (the declared `auditedRead`): another family's child is a 404 and is not logged.
  parentDashboard: async ({ services, body }) => {
    const dashboard = await childDashboard(services.db, body.childId);
    if (!dashboard) throw noSuchChild();
    return dashboard;
  },
  familySummaryGet: async ({ user, services }) => familySummarySettings(services.db, user.id),
  familySummaryUpdate: async ({ user, services, body }) => updateFamilySummarySettings(services.db, user.id, body),
  familySummaryUnsubscribe: async ({ services, body }) => unsubscribeFromSummaries(services.db, body.token),
};
