import { communicationKeys } from '@/src/features/communication/api/keys';

/** The admin side of announcements (the banner's own key is `communicationKeys.announcement`). */
export const announcementKeys = {
  all: [...communicationKeys.all, 'announcements'] as const,
  list: (page: number) => [...announcementKeys.all, 'list', page] as const,
  lists: () => [...announcementKeys.all, 'list'] as const,
  audiences: () => [...announcementKeys.all, 'audiences'] as const,
};
