import type { adminEndpoints } from '@/contract/endpoints/admin';
import { notFound } from '../lib/refusal';
import type { Handlers } from '../lib/register';
import { contentDetail } from '../repos/teacher-curriculum';

export const adminHandlers: Handlers<typeof adminEndpoints> = {
  adminContentItem: async ({ params, services }) => {
    const item = await contentDetail(services.db, params.id, null);
    if (!item) throw notFound('Content not found');
    return item;
  },
};
