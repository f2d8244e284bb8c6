/**
 * The assistant's limits, without zod, so the app can use them without loading the schemas
 * (ARCHITECTURE.md §2); `assistant.ts` builds the request schema from them.
 */

/** SPEC §9: the assistant is sent the last 30 messages of the thread. */
export const assistantHistoryLimit = 30;
/** The longest question; longer text is a paste, not a question. */
export const assistantQueryMaxLength = 1000;
/** The longest message of the history; every reply the server gives stays under it. */
export const assistantMessageMaxLength = 6000;
