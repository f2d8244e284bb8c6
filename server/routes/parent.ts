import type { parentEndpoints } from '@/contract/endpoints/parent';
import type { Handlers } from '../lib/register';
import { childrenOfParent } from '../repos/children';

export const parentHandlers: Handlers<typeof parentEndpoints> = {
  parentChildren: async ({ user, services }) => childrenOfParent(services.db, user.id),
};
