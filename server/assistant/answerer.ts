import type { ChatMessage } from '@/contract/schemas/assistant';

/** One retrieved piece of the curriculum, the grounding of an answer. */
export interface Passage {
  /** The content item's title (lesson, activity, lab or quiz). */
  title: string;
  kind: 'lesson' | 'activity' | 'lab' | 'quiz';
  /** "Programming with Python · Unit 3: Loops". */
  source: string;
  /** The item's page in the app for this caller, or null when their role has no content page. */
  link: string | null;
  /** Markdown (with TeX) taken whole from the item's body. */
  text: string;
}

export interface AnswerInput {
  query: string;
  /** The thread before the question, oldest first (at most the last 30 messages). */
  history: ChatMessage[];
  /** Best first; empty when nothing in the caller's curriculum matched. */
  passages: Passage[];
}

/**
 * Turns a question and its retrieved passages into the reply (Markdown). The offline answerer
 * quotes the passages; the optional model answerer writes from them and falls back to the
 * offline one on any failure.
 */
export interface Answerer {
  answer(input: AnswerInput): Promise<string>;
}
