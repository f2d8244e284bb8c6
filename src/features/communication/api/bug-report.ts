import { useMutation } from '@tanstack/react-query';
import { api } from '@/contract/api';
import type { BodyInputOf, EndpointOf } from '@/contract/define';
import { callEndpoint } from '@/src/lib/api-client';

export type BugReport = BodyInputOf<EndpointOf<typeof api.bugReport>>;

export function sendBugReport(report: BugReport) {
  return callEndpoint(api.bugReport, { body: report });
}

/** ARCHITECTURE.md §6: a failed bug report is not announced (the form stays open with what was typed). */
export function useSendBugReport() {
  return useMutation({ mutationFn: sendBugReport, meta: { errorMessage: false } });
}
