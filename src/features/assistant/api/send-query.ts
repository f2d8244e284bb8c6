import { api } from '@/contract/api';
import type { ChatMessage } from '@/contract/schemas/assistant';
import { callEndpoint } from '@/src/lib/api-client';

/**
 * `POST /api/v1/teacher/chatbot/send-query {history, query}`: the reply (Markdown) is the
 * envelope's `data` (SPEC §7: read from `data.data`). `schoolId` lets a teacher's links open the
 * class at the selected school.
 */
export function sendAssistantQuery(body: { history: ChatMessage[]; query: string; schoolId?: string }, signal?: AbortSignal) {
  return callEndpoint(api.assistantSendQuery, { body, ...(signal ? { signal } : {}) });
}
