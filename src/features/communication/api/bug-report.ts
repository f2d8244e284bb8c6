import { api } from '@/contract/api';
import type { BodyInputOf, EndpointOf } from '@/contract/define';
import { callEndpoint } from '@/src/lib/api-client';

export type BugReport = BodyInputOf<EndpointOf<typeof api.bugReport>>;

/**
 * Sends a bug report. A plain promise rather than a mutation hook: the form closes while it is on
 * its way, and what happens next (the draft is cleared, or kept) must not depend on the form still
 * being mounted. ARCHITECTURE.md §6: a failure is not announced.
 */
export function sendBugReport(report: BugReport) {
  return callEndpoint(api.bugReport, { body: report });
}
