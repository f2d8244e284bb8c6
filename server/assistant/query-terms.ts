/**
 * The words of a question that are worth searching for. PostgreSQL's English configuration drops
 * the usual stop words (what, is, the…) and stems the rest; these are the words people wrap a
 * question in that the configuration keeps but that would match nearly every lesson ("explain",
 * "teach", "lesson"), so they only dilute the ranking.
 */
const questionWords = new Set([
  'explain',
  'explains',
  'explaining',
  'describe',
  'tell',
  'show',
  'help',
  'know',
  'learn',
  'understand',
  'mean',
  'means',
  'meaning',
  'work',
  'works',
  'teach',
  'teaching',
  'lesson',
  'lessons',
  'unit',
  'units',
  'course',
  'courses',
  'curriculum',
  'example',
  'examples',
  'please',
  'thing',
  'things',
  'something',
  'use',
  'used',
  'using',
  'students',
  'student',
  'class',
  'kids',
  'children',
  'pupils',
  'grader',
  'graders',
  'good',
  'way',
  'best',
  'can',
  'could',
  'would',
  'should',
  'need',
  'want',
]);

/** The most words searched for: a long paste is cut, not refused. */
export const maxWords = 24;

/**
 * The searchable words of `text`, lower case, in order, without repeats: letters and digits only
 * (so quotes, minus signs and `or` carry no search syntax), question wrappers dropped.
 */
export function searchWords(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  // Ordinals ("7th graders") say who asks, not what about.
  const kept = words.filter((word) => !questionWords.has(word) && word !== 'or' && word !== 'and' && !/^\d+(st|nd|rd|th)$/.test(word));
  return [...new Set(kept)].slice(0, maxWords);
}

const greeting = /^(hi|hello|hey|hiya|howdy|good (morning|afternoon|evening)|greetings)( there)?( assistant| bot)?$/;
const thanks =
  /^(thanks|thank you|thank you very much|thanks a lot|many thanks|thx|ty|cheers|great|perfect|ok|okay|got it|cool|nice)( thanks| thank you)?$/;
const farewell = /^(bye|goodbye|see you|see ya|good night)$/;

export type SmallTalk = 'greeting' | 'thanks' | 'farewell';

/** A message that is only a greeting, a thank-you or a goodbye (punctuation and emoji aside). */
export function smallTalkOf(query: string): SmallTalk | null {
  const plain = (query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join(' ');
  if (greeting.test(plain)) return 'greeting';
  if (thanks.test(plain)) return 'thanks';
  if (farewell.test(plain)) return 'farewell';
  return null;
}

/**
 * A short question that leans on the one before ("why does it need a sorted list?", "and the
 * worst case?"): its own words are searched together with the previous question's.
 */
export function looksLikeFollowUp(query: string): boolean {
  const words = query.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
  if (words.length > 10) return false;
  if (/^(and|also|what about|how about)\b/.test(words.join(' '))) return true;
  return words.some((word) => ['it', 'its', "it's", 'that', 'this', 'these', 'those', 'they', 'them', 'there'].includes(word));
}
