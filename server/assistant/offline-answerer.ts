import type { Answerer, AnswerInput, Passage } from './answerer';
import { replies } from './replies';

/** Markdown punctuation in a title, escaped so it reads as text (a link's brackets stay ours). */
export const escapeMarkdown = (text: string) => text.replace(/([\\`*_[\]<>#|])/g, '\\$1');

/** "**[Binary Search](/teacher/…)** · lesson · Data and Algorithms · Unit 1: Searching"; no link: the name in bold. */
export function sourceLine(passage: Passage): string {
  const name = escapeMarkdown(passage.title);
  const title = passage.link ? `[${name}](${passage.link})` : name;
  return `**${title}** · ${passage.kind} · ${escapeMarkdown(passage.source)}`;
}

/**
 * The answer without a model: the passages themselves, each under a line naming (and, where the
 * caller has the page, linking) the item it comes from; plainly "not found" when there are none.
 */
export const offlineAnswerer: Answerer = {
  async answer({ passages }: AnswerInput) {
    if (passages.length === 0) return replies.notFound;
    const parts = passages.map((passage) => (passage.text ? `${sourceLine(passage)}\n\n${passage.text}` : sourceLine(passage)));
    return `${replies.intro}\n\n${parts.join('\n\n---\n\n')}`;
  },
};
