/**
 * Crash scenario: grade entry (`POST /api/v1/gradebook/scores/save`, one cell per request; there
 * is no batched score write). A teacher's writers fill the manual cells of one class, many cells
 * in flight at once but one write per cell at a time, so each cell's writes have an order: a
 * graded value (a multiple of 1/64, exact in the `real` column), missing, excused, or cleared.
 *
 * After each restart every cell must hold its last acknowledged value (or its original), or the
 * write that was in flight on it at the kill — nothing else. The crash image agrees with the
 * restarted server, and each cell's newest audit entry (written in the save's transaction)
 * describes what the cell holds. Grade scores feed no rollup; the harness checks the progress
 * rollups of every crash image anyway.
 */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { gradebookEndpoints } from '@/contract/endpoints/gradebook';
import type { ManualScore, ScoreState, TemplateAttribute } from '@/contract/schemas/gradebook';
import { sqlRows } from '../db/sql-rows';
import { type ApiSession, dataOf, signIn } from './api';
import type { CrashScenario } from './harness';
import type { CrashImage } from './targets';

/** What a cell holds: a stored score, or null for none (never graded, or cleared). */
type CellValue = { value: number | null; state: ScoreState } | null;

interface Cell {
  studentId: string;
  attribute: TemplateAttribute;
  /** The last acknowledged value, or the value the round started from. */
  settled: CellValue;
  /** The write cut off by the kill on this cell, if any: applied or not. */
  cutOff: CellValue | undefined;
  /** Writes sent to this cell so far: makes each write's value. */
  writes: number;
}

interface GradeState {
  api: ApiSession;
  classId: string;
  cells: Cell[];
}

const keyOf = (studentId: string, attributeId: string) => `${studentId}/${attributeId}`;

/** The n-th write of a cell: mostly graded values, sometimes missing, excused or a clear. */
function nthWrite(n: number, maxScore: number): CellValue {
  if (n % 9 === 4) return null;
  if (n % 9 === 7) return { value: null, state: 'missing' };
  if (n % 9 === 8) return { value: null, state: 'excused' };
  return { value: ((n * 37) % (maxScore * 64 + 1)) / 64, state: 'graded' };
}

const bodyOf = (state: GradeState, cell: Cell, value: CellValue) => ({
  courseInstanceId: state.classId,
  studentId: cell.studentId,
  attributeId: cell.attribute._id,
  ...(value ?? { value: null, state: 'graded' }),
});

async function classBook(state: Pick<GradeState, 'api' | 'classId'>) {
  const answer = await state.api.get(`/api/v1/gradebook/scores/instance/${state.classId}`);
  return gradebookEndpoints.gradebookClass.response.parse(dataOf(answer, 'class gradebook'));
}

const cellsOf = (scores: ManualScore[]) =>
  new Map(scores.map((s) => [keyOf(s.studentId, s.attributeId), { value: s.value, state: s.state } satisfies CellValue]));

/** Each written cell's newest audit entry, and the stored scores, of the crash image. */
async function imageCells(image: CrashImage, classId: string) {
  const stored = await sqlRows(
    image.database.db,
    sql<ManualScore>`select student_id as "studentId", attribute_id as "attributeId", value, state
      from grade_scores where course_instance_id = ${classId}`,
  );
  const audited = await sqlRows(
    image.database.db,
    sql<{ key: string; action: string; value: number | null; state: ScoreState }>`
      select distinct on (entity_id, meta->>'attributeId') entity_id || '/' || (meta->>'attributeId') as key,
        action, (meta->>'value')::float8 as value, meta->>'state' as state
      from audit_log
      where action in ('gradebook.score.save', 'gradebook.score.clear') and meta->>'courseInstanceId' = ${classId}
      order by entity_id, meta->>'attributeId', id desc`,
  );
  return { stored: cellsOf(stored), audited };
}

export const gradeEntry: CrashScenario<GradeState> = {
  name: 'grade-entry',
  unit: 'cells',
  writers: 6,

  async setup(baseUrl) {
    const api = await signIn(baseUrl, 'teacher@demo.test');
    const schoolId = api.schoolIds[0];
    if (!schoolId) throw new Error('the teacher has no school');
    const classes = dataOf<{ items: Array<{ _id: string }> }>(
      await api.post('/api/v1/teacher/mycourses/get', { page: 0, pageSize: 20 }, schoolId),
      'classes',
    );
    const classId = classes.items[0]?._id;
    if (!classId) throw new Error('the teacher has no class');
    const book = await classBook({ api, classId });
    const manual = book.template.gradings
      .flatMap((d) => d.attributes)
      .filter((a) => a._attribute?.value === 'manual' && a.type !== 'complete' && (a.maxScore ?? 0) > 0);
    if (manual.length === 0) throw new Error('the class has no manual attribute');
    const original = cellsOf(book.scores);
    const cells = book.students.flatMap((student) =>
      manual.map((attribute) => ({
        studentId: student._id,
        attribute,
        settled: original.get(keyOf(student._id, attribute._id)) ?? null,
        cutOff: undefined,
        writes: 0,
      })),
    );
    if (cells.length < gradeEntry.writers) throw new Error(`${cells.length} cells are too few for ${gradeEntry.writers} writers`);
    return { api, classId, cells };
  },

  async write(state, load, writer) {
    const mine = state.cells.filter((_, i) => i % gradeEntry.writers === writer);
    for (let i = 0; !load.stopped; i++) {
      const cell = mine[i % mine.length]!;
      const value = nthWrite(++cell.writes, cell.attribute.maxScore!);
      const answer = await load.send(() => state.api.post('/api/v1/gradebook/scores/save', bodyOf(state, cell, value)));
      if (answer === null) {
        cell.cutOff = value;
        return;
      }
      dataOf(answer, 'score save');
      cell.settled = value;
    }
  },

  async verify(state, image) {
    const book = await classBook(state);
    const served = cellsOf(book.scores);
    const { stored, audited } = await imageCells(image, state.classId);
    for (const cell of state.cells) {
      const key = keyOf(cell.studentId, cell.attribute._id);
      const now = served.get(key) ?? null;
      const allowed = cell.cutOff === undefined ? [cell.settled] : [cell.settled, cell.cutOff];
      expect(allowed, `cell ${key}: acknowledged or in flight`).toContainEqual(now);
      cell.settled = now;
      cell.cutOff = undefined;
    }
    // The crash image holds what the restarted server serves, and the audit log agrees with every cell it names.
    expect(stored).toEqual(served);
    for (const entry of audited) {
      const cell = entry.action === 'gradebook.score.clear' ? null : { value: entry.value, state: entry.state };
      expect(stored.get(entry.key) ?? null, `cell ${entry.key} vs its newest audit entry`).toEqual(cell);
    }
    return state.cells.length + audited.length;
  },
};
