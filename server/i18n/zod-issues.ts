import { z } from 'zod';
import { type Language, say } from './say';

/**
 * A validation issue's message in the request's language (ARCHITECTURE.md §12). zod's own messages
 * (a wrong type, a string too short, a malformed email) are said in zod's Spanish locale; a message
 * of the project's (a schema's own text, the edge's string check) through the catalogue, as every
 * other sentence. zod leaves the input out of its issues, so the value is read from the request
 * part at the issue's path: its type is part of the "expected …, received …" sentence.
 */
const english = z.locales.en().localeError;
const spanish = z.locales.es().localeError;

export interface ValidationIssue {
  keyword: string;
  message?: string;
  params?: Record<string, unknown>;
}

const text = (said: ReturnType<typeof spanish>) => (typeof said === 'string' ? said : said?.message);

export function sayIssue(issue: ValidationIssue, input: unknown, language: Language): string {
  const message = issue.message ?? 'is invalid';
  if (language === 'en') return message;
  const raw = { code: issue.keyword, ...issue.params, input } as Parameters<typeof spanish>[0];
  // zod's own wording only where the message is zod's default; a schema's own text is the project's.
  if (issue.keyword !== 'custom' && text(english(raw)) === message) return text(spanish(raw)) ?? message;
  return say(message, language);
}

/** The value at an issue's path (`/gradings/0/name`) in the request part it was found in. */
export function valueAt(part: unknown, instancePath: string): unknown {
  let value = part;
  for (const key of instancePath.split('/').filter(Boolean)) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}
