import { defineEndpoint } from '../define';
import { roles } from '../http';
import { assistantQueryBodySchema, assistantReplySchema } from '../schemas/assistant';

/** The assistant (chatbot): questions answered from the curriculum's own content. */
export const assistantEndpoints = {
  assistantSendQuery: defineEndpoint({
    method: 'POST',
    path: '/api/v1/teacher/chatbot/send-query',
    summary:
      'Answers a question from the curriculum the caller may see: the best passages with links to their content pages, as Markdown; says so when nothing matches.',
    roles,
    school: false,
    body: assistantQueryBodySchema,
    response: assistantReplySchema,
    // Each question runs a full-text search (and, when configured, a model call): a person types
    // far fewer than 20 a minute; one address may hold a few people.
    rateLimit: { perUser: 20, perAddress: 60, windowSeconds: 60 },
    // 30 history messages of at most 6,000 characters (UTF-8, JSON-escaped) and the question.
    bodyLimit: 512 * 1024,
  }),
};
