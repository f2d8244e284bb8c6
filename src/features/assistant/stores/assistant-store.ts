import { create } from 'zustand';
import type { ChatMessage } from '@/contract/schemas/assistant';
import { assistantHistoryLimit } from '@/contract/schemas/assistant-limits';
import { sendAssistantQuery } from '../api/send-query';

/** SPEC §4: the thread opens with this bot message. */
export const greetingMessage: ChatMessage = { sender: 'bot', message: 'Hello! How can I help you today?' };

export interface AssistantState {
  /** The user the thread belongs to: another user signing in on this tab starts afresh. */
  ownerId: string | null;
  messages: ChatMessage[];
  loading: boolean;
  /** Counts fresh threads, so a reply to an abandoned thread is dropped. */
  threadId: number;
  /** Takes the thread for this user: a fresh one when it was someone else's. */
  claim(userId: string): void;
  /**
   * Sends a question (SPEC §4, §8, §9): the user's message is appended at once with the last 30
   * messages before it as the history; the reply is appended on success; on failure only the
   * loading flag resets and nothing is shown.
   */
  send(query: string, schoolId?: string | null): Promise<void>;
}

const freshThread = () => ({ messages: [greetingMessage], loading: false });

/** The assistant's conversation: kept while the app is open, so leaving the page loses nothing. */
export const useAssistantStore = create<AssistantState>()((set, get) => ({
  ownerId: null,
  threadId: 0,
  ...freshThread(),
  claim(userId) {
    if (get().ownerId === userId) return;
    set((state) => ({ ownerId: userId, threadId: state.threadId + 1, ...freshThread() }));
  },
  async send(query, schoolId) {
    const text = query.trim();
    const { loading, messages, threadId } = get();
    if (!text || loading) return;
    const history = messages.slice(-assistantHistoryLimit);
    set({ messages: [...messages, { sender: 'user', message: text }], loading: true });
    const sameThread = () => get().threadId === threadId;
    try {
      const reply = await sendAssistantQuery({ history, query: text, ...(schoolId ? { schoolId } : {}) });
      if (sameThread()) set((state) => ({ messages: [...state.messages, { sender: 'bot', message: reply }] }));
    } catch {
      // SPEC §8: a failed send shows no message.
    } finally {
      if (sameThread()) set({ loading: false });
    }
  },
}));
