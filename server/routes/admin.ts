import type { adminEndpoints } from '@/contract/endpoints/admin';
import { found } from '../lib/refusal';
import type { Handlers } from '../lib/register';
import { contentDetail } from '../repos/teacher-curriculum';

export const adminHandlers: Handlers<typeof adminEndpoints> = {
  adminContentItem: async ({ params, services }) => found(await contentDetail(services.db, params.id, null), 'Content not found'),
};
