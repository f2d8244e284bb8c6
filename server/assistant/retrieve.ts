import type { ChatMessage } from '@/contract/schemas/assistant';
import type { AuthUser } from '../auth/auth-user';
import type { Db } from '../db/client';
import { type SearchHit, type SearchWords, scoreBlocks, searchCurriculum } from '../repos/assistant-search';
import type { Passage } from './answerer';
import { markdownBlocks, pickPassage } from './passages';
import { looksLikeFollowUp, maxWords, searchWords } from './query-terms';

/** The most passages in one answer. */
export const maxPassages = 3;
/**
 * How many of the question's lexemes an item must hold to answer it (the "don't know" line): all
 * of one or two ("binary search" is not answered by a lesson on binary numbers), half of more
 * (longer questions carry words no lesson uses).
 */
export const requiredMatches = (terms: number) => (terms <= 2 ? terms : Math.ceil(terms / 2));
/** A second or third passage must score at least this share of the best one, or it is noise. */
const relativeFloor = 0.6;
/** Candidates read per search: enough to choose three from. */
const candidates = 12;

export interface RetrievalInput {
  query: string;
  history: readonly ChatMessage[];
  schoolId?: string | undefined;
}

function lastUserMessage(history: readonly ChatMessage[]): string | undefined {
  for (let i = history.length - 1; i >= 0; i--) if (history[i]!.sender === 'user') return history[i]!.message;
  return undefined;
}

/**
 * The word lists to search, in order, until one finds something: a follow-up ("why does it need
 * a sorted list?") with the previous question's words first; then the question alone; then, when
 * that found nothing, the question with the previous one's words.
 */
export function searchAttempts(query: string, history: readonly ChatMessage[]): SearchWords[] {
  const own = searchWords(query);
  const previous = lastUserMessage(history);
  const withContext = previous ? [...new Set([...own, ...searchWords(previous)])].slice(0, maxWords) : own;
  const attempts = (looksLikeFollowUp(query) ? [withContext, own] : [own, withContext]).map((words) => ({ words, ownWords: own }));
  const seen = new Set<string>();
  return attempts.filter(({ words }) => {
    const key = words.join(' ');
    if (words.length === 0 || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The hits good enough to answer with, best first: enough of the words, at least one of the
 * question's own when it has any (the previous question's words alone would answer the previous
 * question again), and near the best.
 */
export function acceptHits(hits: readonly SearchHit[]): SearchHit[] {
  const relevant = hits.filter(
    (hit) => hit.terms > 0 && hit.matched >= requiredMatches(hit.terms) && (hit.ownTerms === 0 || hit.ownMatched > 0),
  );
  const best = relevant[0];
  if (!best) return [];
  return relevant.filter((hit) => hit.score >= best.score * relativeFloor).slice(0, maxPassages);
}

function linkOf(hit: SearchHit): string | null {
  return hit.classId ? `/teacher/courses/${hit.classId}/content/${hit.contentId}` : null;
}

async function toPassages(db: Db, words: readonly string[], hits: readonly SearchHit[]): Promise<Passage[]> {
  const blocksOf = hits.map((hit) => markdownBlocks(hit.body));
  // One statement scores every block of every chosen item.
  const scores = await scoreBlocks(db, words, blocksOf.flat());
  let offset = 0;
  return hits.map((hit, n) => {
    const blocks = blocksOf[n]!;
    const text = pickPassage(blocks, scores.slice(offset, offset + blocks.length));
    offset += blocks.length;
    return {
      title: hit.title,
      kind: hit.kind,
      source: `${hit.courseName} · Unit ${hit.unitPosition}: ${hit.unitName}`,
      link: linkOf(hit),
      text,
    };
  });
}

/**
 * The passages that answer the question from the curriculum the user reaches; empty when nothing
 * does; null when the question holds nothing to search for ("explain please").
 */
export async function retrievePassages(db: Db, user: AuthUser, input: RetrievalInput): Promise<Passage[] | null> {
  const attempts = searchAttempts(input.query, input.history);
  if (attempts.length === 0) return null;
  for (const attempt of attempts) {
    const hits = acceptHits(await searchCurriculum(db, user, attempt, { preferredSchoolId: input.schoolId, limit: candidates }));
    if (hits.length > 0) return toPassages(db, attempt.words, hits);
  }
  return [];
}
