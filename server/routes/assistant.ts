import type { assistantEndpoints } from '@/contract/endpoints/assistant';
import { answererFor, answerQuestion } from '../assistant/assistant';
import type { Handlers } from '../lib/register';

export const assistantHandlers: Handlers<typeof assistantEndpoints> = {
  assistantSendQuery: async ({ body, user, services, req }) => {
    // Made per request (an object, no connection) so that a model failure is logged with its request.
    const answerer = answererFor(services.config, (error) =>
      req.log.warn({ err: error }, 'assistant model endpoint failed; answered offline'),
    );
    return answerQuestion(services.db, answerer, user, body);
  },
};
