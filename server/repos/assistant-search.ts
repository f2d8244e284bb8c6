import { type SQL, sql } from 'drizzle-orm';
import { inReach } from '../access/reach';
import type { AuthUser } from '../auth/auth-user';
import type { Db } from '../db/client';
import { contents, courseInstances, courses, sections } from '../db/schema';
import { sqlRows } from '../db/sql-rows';

/**
 * The assistant's retrieval over the curriculum's full-text index (`contents.search`,
 * `sections.search`: generated tsvectors with GIN indexes, migration 0004), the same SQL on PGlite
 * and PostgreSQL.
 *
 * Matching is the OR of the question's words (`websearch_to_tsquery` over "a or b or c": the
 * words are plain letters and digits, so nothing in a question is search syntax); the ranking
 * then puts first the items that hold the most of the words — in their title or body, their
 * unit's name or description, or their course's name — so an item holding every word (what an
 * AND query would find) comes before one holding some, and among equals the denser match
 * (`ts_rank_cd`, title weighted over body) and the item whose title the question names (the share
 * of the title's words asked about) win. A unit that matches brings its items in.
 */

/** Lessons explain; activities, labs and quizzes mostly ask. On a tie the lesson is the better answer. */
const kindWeight = sql`case ${contents.kind} when 'lesson' then 1.0 when 'quiz' then 0.8 else 0.9 end`;

/**
 * The words as a query: any of them (matching, ranking), their lexemes (coverage), and the
 * lexemes of the question's own words when the previous question's were added (`own`).
 */
function queryOf(words: readonly string[], ownWords: readonly string[] = words): SQL {
  return sql`select websearch_to_tsquery('english', ${words.join(' or ')}) as q,
    tsvector_to_array(to_tsvector('english', ${words.join(' ')})) as lx,
    tsvector_to_array(to_tsvector('english', ${ownWords.join(' ')})) as own`;
}

/** How many lexemes of the array `lexemes` the item holds (its title and body, its unit, its course's name). */
const heldBy = (lexemes: SQL) => sql`(select count(*) from unnest(${lexemes}) l
  where l = any(tsvector_to_array(${contents.search})) or l = any(tsvector_to_array(${sections.search}))
    or l = any(tsvector_to_array(to_tsvector('english', ${courses.name}))))::int`;

export interface SearchHit {
  contentId: string;
  title: string;
  kind: 'lesson' | 'activity' | 'lab' | 'quiz';
  body: string;
  unitName: string;
  unitPosition: number;
  courseName: string;
  /** A teacher's class of this course (the link's class); null for other roles. */
  classId: string | null;
  /** How many of the searched lexemes the item (with its unit and course) holds, of `terms`. */
  matched: number;
  terms: number;
  /** The same for the question's own words (differs from the above when context was added). */
  ownMatched: number;
  ownTerms: number;
  score: number;
}

export interface SearchWords {
  /** Everything searched for. */
  words: readonly string[];
  /** The question's own words among them (the rest came from the previous question). */
  ownWords: readonly string[];
}

export interface SearchOptions {
  /** Teacher links: a class at this school comes first (it only orders the teacher's own classes). */
  preferredSchoolId?: string | undefined;
  limit: number;
}

/**
 * The best-matching content items of the courses the user reaches (ARCHITECTURE.md §4: teacher —
 * the courses they teach; parent — their children's; school and district admins — those offered
 * in their schools or district; super admin — all), best first.
 */
export async function searchCurriculum(
  db: Db,
  user: AuthUser,
  { words, ownWords }: SearchWords,
  options: SearchOptions,
): Promise<SearchHit[]> {
  if (words.length === 0) return [];
  const inScope = inReach(user, 'course', contents.courseId) ?? sql`true`;
  const preferred = options.preferredSchoolId ?? null;
  // Teachers get a link to the item in one of their own classes of its course.
  const teacherClass =
    user.role === 'teacher'
      ? sql`(select ${courseInstances.id} from ${courseInstances}
          where ${courseInstances.courseId} = ${contents.courseId} and ${courseInstances.teacherId} = ${user.id}
          order by (${courseInstances.schoolId} = ${preferred}::uuid) desc nulls last, ${courseInstances.createdAt}, ${courseInstances.id}
          limit 1)`
      : sql`null::uuid`;
  return sqlRows(
    db,
    sql<SearchHit>`
    with q as (${queryOf(words, ownWords)}),
    hits as (
      select ${contents.id} as id from ${contents}, q where ${contents.search} @@ q.q and ${inScope}
      union
      select ${contents.id} from ${sections} join ${contents} on ${contents.sectionId} = ${sections.id}, q
      where ${sections.search} @@ q.q and ${inScope}
    ),
    ranked as (
      select ${contents.id} as "contentId", ${contents.title} as title, ${contents.kind} as kind, ${contents.body} as body,
        ${sections.name} as "unitName", ${sections.position} as "unitPosition", ${courses.name} as "courseName",
        ${teacherClass} as "classId",
        ${heldBy(sql`q.lx`)} as matched, cardinality(q.lx) as terms,
        ${heldBy(sql`q.own`)} as "ownMatched", cardinality(q.own) as "ownTerms",
        ts_rank_cd(${contents.search}, q.q, 32) as content_rank,
        (select coalesce(avg((t = any(q.lx))::int), 0)::float8
          from unnest(tsvector_to_array(to_tsvector('english', ${contents.title}))) t) as title_share,
        ts_rank_cd(${sections.search}, q.q, 32) as unit_rank,
        ${kindWeight} as weight
      from hits
      join ${contents} on ${contents.id} = hits.id
      join ${sections} on ${sections.id} = ${contents.sectionId}
      join ${courses} on ${courses.id} = ${contents.courseId}, q
    )
    select "contentId", title, kind, body, "unitName", "unitPosition", "courseName", "classId", matched, terms,
      "ownMatched", "ownTerms",
      ((matched::float8 / greatest(terms, 1)) + content_rank + 0.5 * unit_rank + 0.5 * title_share) * weight as score
    from ranked
    order by score desc, "contentId"
    limit ${options.limit}`,
  );
}

/** How well each block of Markdown matches the words: lexemes held, then `ts_rank_cd`; in order. */
export async function scoreBlocks(
  db: Db,
  words: readonly string[],
  blocks: readonly string[],
): Promise<{ matched: number; rank: number }[]> {
  if (blocks.length === 0 || words.length === 0) return blocks.map(() => ({ matched: 0, rank: 0 }));
  const list = sql`array[${sql.join(
    blocks.map((block) => sql`${block}`),
    sql`, `,
  )}]::text[]`;
  const rows = await sqlRows<{ index: number; matched: number; rank: number }>(
    db,
    sql`
    with q as (${queryOf(words)})
    select b.i::int as index,
      (select count(*) from unnest(q.lx) l where l = any(tsvector_to_array(to_tsvector('english', b.block))))::int as matched,
      ts_rank_cd(to_tsvector('english', b.block), q.q)::float8 as rank
    from unnest(${list}) with ordinality as b(block, i), q
    order by b.i`,
  );
  return rows.map((row) => ({ matched: row.matched, rank: Number(row.rank) }));
}
