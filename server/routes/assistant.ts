import type { assistantEndpoints } from '@/contract/endpoints/assistant';
import { answerRequest } from '../assistant/assistant';
import type { Handlers } from '../lib/register';

export const assistantHandlers: Handlers<typeof assistantEndpoints> = {
  assistantSendQuery: ({ body, user, services, req }) => answerRequest(services.db, services.config, req.log, user, body),
};
