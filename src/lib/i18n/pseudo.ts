import type { Messages } from '@lingui/core';

/**
 * The pseudo-locale `en-XA` (issue 21 part 4, ARCHITECTURE.md §12): the English messages with every
 * letter accented, in ⟦ ⟧ and 30 % longer. The e2e run shows pages in it, so English left outside
 * the catalogues (no accent) and layouts that break with longer words (Spanish and German run about
 * 30 % longer than English) both show. Loaded only when that locale is stored as the language.
 */
const plain = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const accented = 'áƀçðéƒĝĥíĵķļɱñóþǫŕšţúṽŵẋýžÁƁÇÐÉƑĜĤÍĴĶĻṀÑÓÞǪŔŠŢÚṼŴẊÝŽ';

const accent = (text: string) => text.replace(/[a-zA-Z]/g, (letter) => accented[plain.indexOf(letter)]!);

/** A compiled message's parts: text, or a placeholder `[name, type?, {option: parts}]` (plural, select). */
type Part = string | [string, string?, Record<string, Part[]>?];

/** The letters a message shows (a plural or select: its longest form). */
const textLength = (parts: Part[]): number =>
  parts.reduce(
    (sum, part) => sum + (typeof part === 'string' ? part.length : Math.max(0, ...Object.values(part[2] ?? {}).map(textLength))),
    0,
  );

function pseudoParts(parts: Part[]): Part[] {
  return parts.map((part) => {
    if (typeof part === 'string') return accent(part);
    const [name, type, options] = part;
    if (!options) return part;
    return [name, type, Object.fromEntries(Object.entries(options).map(([key, option]) => [key, pseudoParts(option)]))];
  });
}

/** One message: accented, padded by a third of its text, in brackets; a message of placeholders only stays as it is (it is data). */
function pseudoMessage(message: Part[] | string): Part[] | string {
  const parts = typeof message === 'string' ? [message] : message;
  const length = textLength(parts);
  if (length === 0) return message;
  return ['⟦', ...pseudoParts(parts), `${'·'.repeat(Math.ceil(length * 0.3))}⟧`];
}

export function pseudoMessages(messages: Messages): Messages {
  return Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, pseudoMessage(message as Part[] | string)])) as Messages;
}
