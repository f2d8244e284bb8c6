import type { AnnouncementSeverity } from '@/contract/schemas/announcements';
import type { MessageId } from '@/src/lib/i18n/compiled/ids';

/**
 * Each severity's name on the admin's pages (a message id, `t(severityNames[severity])`). Apart from
 * `severity.ts`, which the banner of every signed-in page (the parent portal's too) loads.
 */
export const severityNames: Record<AnnouncementSeverity, MessageId> = {
  info: 'communication.severity.info',
  success: 'communication.severity.success',
  warning: 'communication.severity.warning',
  error: 'communication.severity.error',
};
