import { useNavigate } from '@tanstack/react-router';
import type { Notification } from '@/contract/schemas/communication';
import { useMarkRead } from './mark-read';
import { appLink } from './notification-item';

/** Opening a notification reads it and follows its link, if it has one. */
export function useOpenNotification(afterOpen?: () => void) {
  const navigate = useNavigate();
  const markRead = useMarkRead();
  return {
    markRead: (notification: Notification) => markRead.mutate(notification._id),
    open: (notification: Notification) => {
      if (!notification.read) markRead.mutate(notification._id);
      const link = appLink(notification.link);
      afterOpen?.();
      if (link) void navigate({ href: link });
    },
  };
}
