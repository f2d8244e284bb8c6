/**
 * The server's sentences in the reader's language (ARCHITECTURE.md §12 "The server's sentences").
 * Code everywhere writes English, as before; the edge says it in the request's language: the error
 * handler for refusals (`refusal-http.ts`), the roster's readers for stored row errors. The Spanish
 * texts are keyed by the English ones (`spanish.ts`), so no route, use case or repository names a
 * message code, and English is the text as written, byte for byte.
 */
import { type MailLocale, mailLocale } from '../mail/mail-locale';
import { spanish } from './spanish';

/** The languages the server writes in (the app's, and its mails'). */
export type Language = MailLocale;

/** The request's language from its `Accept-Language` (the first of en/es, else English), read once at the edge. */
export const languageOf = (acceptLanguage: string | string[] | undefined): Language => mailLocale(undefined, acceptLanguage);

interface Pattern {
  regex: RegExp;
  text: string;
  /** The literal characters of the key: the more, the more specific (tried first). */
  weight: number;
}

const placeholder = /\{(\d+)\}/g;
let patterns: Pattern[] | null = null;

/** The catalogue's keys with placeholders (`no user "{0}" in users.csv`), as anchored patterns, most specific first. */
function compiledPatterns(): Pattern[] {
  patterns ??= Object.entries(spanish)
    .filter(([english]) => english.includes('{0}'))
    .map(([english, text]) => {
      const parts = english.split(placeholder);
      // split keeps the captured indexes at odd places: literal, index, literal, …
      const source = parts.map((part, i) => (i % 2 ? `(?<p${part}>.+?)` : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('');
      return { regex: new RegExp(`^${source}$`, 's'), text, weight: english.replace(placeholder, '').length };
    })
    .sort((a, b) => b.weight - a.weight);
  return patterns;
}

/**
 * `message` in `language`: the catalogue's text with the values put back, each value itself said in
 * the language when the catalogue has it (a row error inside an apply's failure, "students" in a count).
 * A message the catalogue lacks stays English (`server-sentences.test.ts` keeps that from happening).
 */
export function say(message: string, language: Language, depth = 0): string {
  if (language === 'en' || depth > 2) return message;
  const exact = spanish[message];
  if (exact !== undefined) return exact;
  for (const { regex, text } of compiledPatterns()) {
    const values = regex.exec(message)?.groups;
    if (values) return text.replace(placeholder, (_, index: string) => say(values[`p${index}`] ?? '', language, depth + 1));
  }
  return message;
}
