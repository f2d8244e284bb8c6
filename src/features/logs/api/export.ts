import { useMutation } from '@tanstack/react-query';
import { api } from '@/contract/api';
import type { AuditFilterInput, LogExport, SignInFilterInput } from '@/contract/schemas/logs';
import { callEndpoint } from '@/src/lib/api-client';
import { downloadText } from '@/src/lib/download-file';
import { i18n } from '@/src/lib/i18n/i18n';
import { showSnackbar } from '@/src/lib/snackbar';

export type LogExportRequest = { tab: 'audit'; filter: AuditFilterInput } | { tab: 'sign-ins'; filter: SignInFilterInput };

export function exportLog(request: LogExportRequest): Promise<LogExport> {
  return request.tab === 'audit'
    ? callEndpoint(api.auditLogExport, { body: request.filter })
    : callEndpoint(api.signInExport, { body: request.filter });
}

/** Downloads the filtered log as CSV; says so when the file holds only the first rows. Failures show the server's message. */
export function useExportLog() {
  return useMutation({
    mutationFn: exportLog,
    onSuccess: (file) => {
      downloadText(file.fileName, file.csv);
      if (file.truncated) {
        showSnackbar(i18n._('logs.truncated', { limit: file.limit }), 'warning');
      }
    },
  });
}
