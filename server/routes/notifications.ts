import type { notificationsEndpoints } from '@/contract/endpoints/notifications';
import type { Handlers } from '../lib/register';
import { notificationsPage } from '../repos/notifications';

export const notificationsHandlers: Handlers<typeof notificationsEndpoints> = {
  notificationsReceived: async ({ body, user, services }) => notificationsPage(services.db, user.id, body),
};
