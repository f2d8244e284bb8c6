import type { ChatMessage } from '@/contract/schemas/assistant';
import type { AssistantLlmConfig } from '../config';
import type { Answerer, AnswerInput, Passage } from './answerer';
import { escapeMarkdown, sourceLine } from './offline-answerer';

/** How many messages of the thread go to the model: enough for a follow-up, no more. */
export const llmHistoryMessages = 10;
/** The longest model text kept (the reply must fit the history limit when the client sends it back). */
const maxModelText = 4000;

const instructions = [
  'You are the assistant of a computer-science curriculum app used by teachers, parents and school administrators.',
  'Answer the question using ONLY the curriculum passages below. If they do not answer it, say plainly that you could not find it in the curriculum and suggest rephrasing.',
  'When you use a passage, cite it with its Markdown link exactly as given. Do not invent links, lessons or facts.',
  'Write Markdown; write mathematics as TeX between $…$. Keep the answer short.',
].join('\n');

function passageList(passages: readonly Passage[]): string {
  return passages.map((passage, index) => `[${index + 1}] ${sourceLine(passage)}\n\n${passage.text}`).join('\n\n');
}

/** The chat-completions request: what leaves the machine, and nothing else. */
export function llmRequestBody(model: string, { query, history, passages }: AnswerInput) {
  const thread = history.slice(-llmHistoryMessages).map((m: ChatMessage) => ({
    role: m.sender === 'bot' ? ('assistant' as const) : ('user' as const),
    content: m.message,
  }));
  return {
    model,
    temperature: 0.2,
    messages: [
      { role: 'system' as const, content: `${instructions}\n\nCurriculum passages:\n\n${passageList(passages)}` },
      ...thread,
      { role: 'user' as const, content: query },
    ],
  };
}

/** The address of the chat-completions call: `ASSISTANT_LLM_URL` as given, or its base with the path added. */
export function completionsUrl(url: string): string {
  return /\/chat\/completions\/?$/.test(url) ? url : `${url.replace(/\/+$/, '')}/chat/completions`;
}

function sourcesLine(passages: readonly Passage[]): string {
  const names = passages.map((p) => (p.link ? `[${escapeMarkdown(p.title)}](${p.link})` : escapeMarkdown(p.title)));
  return `**Sources:** ${names.join(' · ')}`;
}

/**
 * Answers through an OpenAI-compatible chat-completions endpoint, grounded by the same passages
 * the offline answer would quote, which are listed under the model's text as the sources. Without
 * passages it never calls the model (nothing to ground an answer on: the plain "not found"). Any
 * failure — refused, timed out, unreadable, empty — gives the fallback's answer instead.
 */
export function createLlmAnswerer(
  config: AssistantLlmConfig,
  fallback: Answerer,
  onFailure: (error: unknown) => void = () => {},
): Answerer {
  return {
    async answer(input) {
      if (input.passages.length === 0) return fallback.answer(input);
      try {
        const response = await fetch(completionsUrl(config.url), {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
          },
          body: JSON.stringify(llmRequestBody(config.model, input)),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
        if (!response.ok) throw new Error(`the model endpoint answered ${response.status}`);
        const answer = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
        const text = answer.choices?.[0]?.message?.content;
        if (typeof text !== 'string' || !text.trim()) throw new Error('the model endpoint gave no answer text');
        return `${text.trim().slice(0, maxModelText)}\n\n${sourcesLine(input.passages)}`;
      } catch (error) {
        onFailure(error);
        return fallback.answer(input);
      }
    },
  };
}
