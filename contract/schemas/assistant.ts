import { z } from 'zod';
import { idSchema } from '../http';
import { assistantHistoryLimit, assistantMessageMaxLength, assistantQueryMaxLength } from './assistant-limits';

export const chatSenderSchema = z.enum(['bot', 'user']);
export type ChatSender = z.infer<typeof chatSenderSchema>;

/** One message of the thread, as the client keeps it (SPEC §4). */
export const chatMessageSchema = z.strictObject({
  sender: chatSenderSchema,
  message: z.string().max(assistantMessageMaxLength),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const assistantQueryBodySchema = z.strictObject({
  /** The thread before this question, oldest first: at most the last 30 messages (SPEC §7, §9). */
  history: z.array(chatMessageSchema).max(assistantHistoryLimit).default([]),
  query: z.string().trim().min(1, { error: 'must not be empty' }).max(assistantQueryMaxLength),
  /**
   * Our addition: the school selected in the app. It only orders the caller's own classes when a
   * teacher's link picks one (a class at the selected school first); it never widens what is searched.
   */
  schoolId: idSchema.optional(),
});
export type AssistantQueryBody = z.infer<typeof assistantQueryBodySchema>;

/**
 * The reply: Markdown (with TeX) that the app shows as the bot's message. Its sources are
 * Markdown links to the content pages inside the text, so the envelope's `data` is the reply
 * itself, as SPEC §7 reads it (`data.data`).
 */
export const assistantReplySchema = z.string();
