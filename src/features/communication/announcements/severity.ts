import type { AnnouncementSeverity } from '@/contract/schemas/announcements';

/** Colours of each severity (Chakra semantic tokens: right in light and dark themes). */
export const severityTone: Record<AnnouncementSeverity, { bg: string; fg: string; palette: string }> = {
  info: { bg: 'blue.subtle', fg: 'blue.fg', palette: 'blue' },
  success: { bg: 'green.subtle', fg: 'green.fg', palette: 'green' },
  warning: { bg: 'orange.subtle', fg: 'orange.fg', palette: 'orange' },
  error: { bg: 'red.subtle', fg: 'red.fg', palette: 'red' },
};

export const severityLabels: Record<AnnouncementSeverity, string> = {
  info: 'Information',
  success: 'Good news',
  warning: 'Warning',
  error: 'Urgent',
};
