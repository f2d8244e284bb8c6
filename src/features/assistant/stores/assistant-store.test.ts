import { beforeEach, describe, expect, it } from 'vitest';
import type { ChatMessage } from '@/contract/schemas/assistant';
import { assistantReplyFixture, mockAssistant } from '@/mocks/assistant';
import { server } from '@/mocks/server';
import { failEndpoint, holdEndpoint } from '@/src/test/endpoints';
import { greetingMessage, useAssistantStore } from './assistant-store';

const store = () => useAssistantStore.getState();

describe('the assistant store', () => {
  beforeEach(() => {
    useAssistantStore.setState(useAssistantStore.getInitialState(), true);
    store().claim('u1');
  });

  it('starts with the greeting', () => {
    expect(store().messages).toEqual([{ sender: 'bot', message: 'Hello! How can I help you today?' }]);
    expect(store().loading).toBe(false);
  });

  it('appends the question at once and the reply on success, sending the thread before it as history', async () => {
    const assistant = mockAssistant();
    server.use(assistant.handler);
    const hold = holdEndpoint('assistantSendQuery');
    const sending = store().send('  What is a packet?  ', 'school-1');
    expect(store().messages).toEqual([greetingMessage, { sender: 'user', message: 'What is a packet?' }]);
    expect(store().loading).toBe(true);
    hold.release();
    await sending;
    expect(store().messages.at(-1)).toEqual({ sender: 'bot', message: assistantReplyFixture });
    expect(store().loading).toBe(false);
    expect(assistant.sent).toEqual([{ history: [greetingMessage], query: 'What is a packet?', schoolId: 'school-1' }]);
  });

  it('sends the last 30 messages as the history', async () => {
    const assistant = mockAssistant();
    server.use(assistant.handler);
    const thread: ChatMessage[] = Array.from({ length: 41 }, (_, i) => ({ sender: i % 2 ? 'user' : 'bot', message: `m${i}` }));
    useAssistantStore.setState({ messages: thread });
    await store().send('loops');
    expect(assistant.sent).toEqual([{ history: thread.slice(-30), query: 'loops' }]);
    expect(store().messages).toHaveLength(43);
  });

  it('on failure only resets the loading flag: no reply and no error message', async () => {
    failEndpoint('assistantSendQuery', 500);
    await store().send('What is a packet?');
    expect(store().messages).toEqual([greetingMessage, { sender: 'user', message: 'What is a packet?' }]);
    expect(store().loading).toBe(false);
  });

  it('sends nothing blank, and nothing while a reply is on its way', async () => {
    const assistant = mockAssistant();
    server.use(assistant.handler);
    await store().send('   ');
    const hold = holdEndpoint('assistantSendQuery');
    const first = store().send('one');
    await store().send('two');
    hold.release();
    await first;
    expect(assistant.sent).toHaveLength(1);
    expect(store().messages.map((m) => m.message)).toEqual([greetingMessage.message, 'one', assistantReplyFixture]);
  });

  it("starts afresh for another user, and drops a reply to the previous user's thread", async () => {
    server.use(mockAssistant().handler);
    const hold = holdEndpoint('assistantSendQuery');
    const sending = store().send('mine');
    store().claim('u1');
    expect(store().messages).toHaveLength(2);
    store().claim('u2');
    expect(store().messages).toEqual([greetingMessage]);
    expect(store().loading).toBe(false);
    hold.release();
    await sending;
    expect(store().messages).toEqual([greetingMessage]);
  });
});
