import type { FastifyBaseLogger } from 'fastify';
import type { AssistantQueryBody } from '@/contract/schemas/assistant';
import { assistantMessageMaxLength } from '@/contract/schemas/assistant-limits';
import type { AuthUser } from '../auth/auth-user';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Answerer } from './answerer';
import { createLlmAnswerer } from './llm-answerer';
import { offlineAnswerer } from './offline-answerer';
import { smallTalkOf } from './query-terms';
import { replies, smallTalkReply } from './replies';
import { retrievePassages } from './retrieve';

/**
 * The configured answerer: the offline one, or — only when `ASSISTANT_LLM_URL` and
 * `ASSISTANT_LLM_MODEL` are set — the model endpoint, which falls back to the offline one.
 */
export function answererFor(config: Config, onModelFailure?: (error: unknown) => void): Answerer {
  return config.assistantLlm ? createLlmAnswerer(config.assistantLlm, offlineAnswerer, onModelFailure) : offlineAnswerer;
}

/**
 * One question, answered from the curriculum the user may see. Small talk gets its line without a
 * search (and never goes to a model); a question with nothing to search for asks for a topic.
 */
export async function answerQuestion(db: Db, answerer: Answerer, user: AuthUser, body: AssistantQueryBody): Promise<string> {
  const smallTalk = smallTalkOf(body.query);
  if (smallTalk) return smallTalkReply(smallTalk);
  const passages = await retrievePassages(db, user, body);
  if (passages === null) return replies.nothingToSearch;
  const reply = await answerer.answer({ query: body.query, history: body.history, passages });
  // The client sends the reply back in the history, whose messages have this limit.
  return reply.slice(0, assistantMessageMaxLength);
}

/**
 * A question of a request. The answerer is made per request (an object, no connection) so that a
 * model failure is logged with its request.
 */
export function answerRequest(db: Db, config: Config, log: FastifyBaseLogger, user: AuthUser, body: AssistantQueryBody): Promise<string> {
  const answerer = answererFor(config, (error) => log.warn({ err: error }, 'assistant model endpoint failed; answered offline'));
  return answerQuestion(db, answerer, user, body);
}
