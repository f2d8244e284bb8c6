import type { assistantEndpoints } from '@/contract/endpoints/assistant';
import type { Handlers } from '../lib/register';

export const assistantHandlers: Handlers<typeof assistantEndpoints> = {};
