import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import { startFakeModel } from '../test/assistant-fixtures';
import type { AnswerInput, Passage } from './answerer';
import { answererFor } from './assistant';
import { completionsUrl, createLlmAnswerer, llmHistoryMessages } from './llm-answerer';
import { offlineAnswerer } from './offline-answerer';
import { replies } from './replies';

const passage: Passage = {
  title: 'Packets and Addresses',
  kind: 'lesson',
  source: 'Foundations of Computer Science · Unit 4: Networks and the Internet',
  link: '/teacher/courses/c1/content/i1',
  text: 'The internet cuts a message into **packets** of $1500$ bytes.',
};
const history = Array.from({ length: 14 }, (_, i) => ({ sender: i % 2 ? ('bot' as const) : ('user' as const), message: `message ${i}` }));
const input: AnswerInput = { query: 'What is a packet?', history, passages: [passage] };

describe('the model answerer', () => {
  let model: Awaited<ReturnType<typeof startFakeModel>>;
  beforeAll(async () => {
    model = await startFakeModel('Packets are numbered pieces of a message ([Packets and Addresses](/teacher/courses/c1/content/i1)).');
  });
  afterEach(() => {
    model.requests.length = 0;
    model.state.mode = 'answer';
  });
  afterAll(() => model.close());

  const answerer = (timeoutMs = 2000, onFailure = vi.fn()) =>
    createLlmAnswerer({ url: model.url, apiKey: 'sk-test', model: 'tiny', timeoutMs }, offlineAnswerer, onFailure);

  it('sends the question, the last messages and the passages to the configured endpoint, and lists the sources under its answer', async () => {
    const text = await answerer().answer(input);
    expect(text).toBe(
      'Packets are numbered pieces of a message ([Packets and Addresses](/teacher/courses/c1/content/i1)).\n\n' +
        '**Sources:** [Packets and Addresses](/teacher/courses/c1/content/i1)',
    );
    expect(model.requests).toHaveLength(1);
    const [request] = model.requests;
    expect(request?.url).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer sk-test');
    expect(request?.body.model).toBe('tiny');
    const messages = request!.body.messages;
    expect(messages[0]?.role).toBe('system');
    expect(messages[0]?.content).toContain('ONLY the curriculum passages');
    expect(messages[0]?.content).toContain(
      '[1] **[Packets and Addresses](/teacher/courses/c1/content/i1)** · lesson · Foundations of Computer Science · Unit 4: Networks and the Internet',
    );
    expect(messages[0]?.content).toContain(passage.text);
    // The last 10 messages of the thread, as user and assistant turns, then the question.
    expect(messages.slice(1, -1)).toEqual(
      history.slice(-llmHistoryMessages).map((m) => ({ role: m.sender === 'bot' ? 'assistant' : 'user', content: m.message })),
    );
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'What is a packet?' });
  });

  it('falls back to the offline answer when the endpoint fails, times out or answers nothing usable', async () => {
    const offline = await offlineAnswerer.answer(input);
    for (const mode of ['error', 'garbage', 'hang'] as const) {
      model.state.mode = mode;
      const onFailure = vi.fn();
      expect(await answerer(300, onFailure).answer(input)).toBe(offline);
      expect(onFailure).toHaveBeenCalledTimes(1);
    }
    expect(model.requests).toHaveLength(3);
  });

  it('falls back when nothing listens at the address', async () => {
    const closed = createLlmAnswerer({ url: 'http://127.0.0.1:9/v1', apiKey: undefined, model: 'tiny', timeoutMs: 1000 }, offlineAnswerer);
    expect(await closed.answer(input)).toBe(await offlineAnswerer.answer(input));
  });

  it('does not call the model without passages: there is nothing to ground an answer on', async () => {
    expect(await answerer().answer({ ...input, passages: [] })).toBe(replies.notFound);
    expect(model.requests).toHaveLength(0);
  });
});

describe('the configured answerer', () => {
  const env = { DATA_DIR: '/tmp/lms-assistant-config-test', JWT_SECRET: 'x'.repeat(32) };

  it('is the offline answerer unless both the address and the model are set', () => {
    expect(loadConfig(env).assistantLlm).toBeNull();
    expect(loadConfig({ ...env, ASSISTANT_LLM_URL: 'http://127.0.0.1:1/v1' }).assistantLlm).toBeNull();
    expect(answererFor(loadConfig(env))).toBe(offlineAnswerer);
    const config = loadConfig({ ...env, ASSISTANT_LLM_URL: 'https://llm.example/v1', ASSISTANT_LLM_MODEL: 'm' });
    expect(config.assistantLlm).toEqual({ url: 'https://llm.example/v1', apiKey: undefined, model: 'm', timeoutMs: 15_000 });
    expect(answererFor(config)).not.toBe(offlineAnswerer);
    expect(() => loadConfig({ ...env, ASSISTANT_LLM_URL: 'file:///etc/passwd', ASSISTANT_LLM_MODEL: 'm' })).toThrow(/http/);
  });

  it('posts to the chat-completions path of a base address, or to a full address as given', () => {
    expect(completionsUrl('http://localhost:11434/v1')).toBe('http://localhost:11434/v1/chat/completions');
    expect(completionsUrl('http://localhost:11434/v1/')).toBe('http://localhost:11434/v1/chat/completions');
    expect(completionsUrl('https://x.example/openai/chat/completions')).toBe('https://x.example/openai/chat/completions');
  });
});
