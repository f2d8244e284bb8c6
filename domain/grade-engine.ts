/**
 * THE grade engine: the only place where scores become percentages. The grade grid, the server
 * (CSV export, later the parent view) and the bench all call it; nothing else computes a grade.
 * Pure TypeScript, no run-time imports.
 *
 * ## The rules
 *
 * - Only attributes placed in a division are graded; `unassigned` ones are not. An attribute
 *   without a positive `maxScore` can never count (the save rules forbid it in a division).
 * - A cell is the score of one student for one attribute, in points out of `maxScore`:
 *   - manual attributes (`_attribute.value === 'manual'`) take the stored score;
 *   - automatic attributes take the student's percentage of that source (quiz, lab or activity
 *     performance, completion, time) scaled to `maxScore`: 80 % of a 20-point attribute is 16.
 * - Each cell is in one of four states:
 *   - **empty** (not graded: no stored score, or no automatic value yet): left out of both the
 *     points earned and the points possible;
 *   - **graded**: its points (clamped to 0…maxScore) are earned, `maxScore` is possible;
 *   - **missing**: counts as 0 earned of `maxScore` possible;
 *   - **excused**: left out exactly like empty, so an excused cell never lowers a total: the total
 *     is the same as if the student never had that attribute, and never below the same cell missing.
 * - A division's percentage = earned / possible × 100 over its counted cells; no counted cell: no
 *   percentage (NaN; shown as "—").
 * - The total:
 *   - **by weights** when every division has a weight and the weights add up to 100: the mean of
 *     the division percentages weighted by their weights, over the divisions that have a
 *     percentage (weights renormalised, so a division with nothing graded yet neither helps nor
 *     hurts);
 *   - otherwise **by points**: all earned / all possible over every counted cell.
 *   No counted cell (or only weight-0 divisions): no total (NaN). A total is always within 0…100.
 * - Class averages: per column, the mean points over its counted cells (graded and missing); per
 *   division and for the total, the mean of the students' percentages that exist.
 *
 * ## Shape (for speed)
 *
 * `layoutOf(template)` flattens the divisions into columns (each division a contiguous run of
 * columns) once; a `GradeMatrix` holds one class's cells in two flat typed arrays (row-major:
 * `row * columns + column`); `computeGrades` walks them with no allocation per cell.
 */
import type {
  AttributeSource,
  AttributeType,
  AutomaticScores,
  GradebookTemplate,
  ManualScore,
  ScoreState,
  TemplateAttribute,
} from '@/contract/schemas/gradebook';

/** Cell states as stored in `GradeMatrix.states`. */
export const CELL_EMPTY = 0;
export const CELL_GRADED = 1;
export const CELL_MISSING = 2;
export const CELL_EXCUSED = 3;
export type CellState = typeof CELL_EMPTY | typeof CELL_GRADED | typeof CELL_MISSING | typeof CELL_EXCUSED;

const stateCodes: Record<ScoreState, CellState> = { graded: CELL_GRADED, missing: CELL_MISSING, excused: CELL_EXCUSED };

/** The automatic sources, in the order of `automaticSourceIndex`. */
export const automaticSources = ['quiz', 'lab', 'activity', 'completion', 'time'] as const;
export type AutomaticSource = (typeof automaticSources)[number];

export interface GradeColumn {
  attributeId: string;
  name: string;
  divisionIndex: number;
  /** 0 when the attribute has none (never counts). */
  maxScore: number;
  type: AttributeType | null;
  source: AttributeSource | null;
  /** True for manual entry; false for automatic sources (and attributes without a source). */
  manual: boolean;
}

export interface GradeDivision {
  _id: string;
  name: string;
  weight: number | null;
  /** Its columns are `firstColumn … firstColumn + columnCount - 1`. */
  firstColumn: number;
  columnCount: number;
}

export interface GradeLayout {
  divisions: readonly GradeDivision[];
  columns: readonly GradeColumn[];
  /** attribute `_id` → column. */
  columnOf: ReadonlyMap<string, number>;
  /** How the total is computed (see the rules above). */
  rule: 'weights' | 'points';
  /** `maxScore` per column, for the hot loop. */
  maxScores: Float64Array;
}

/** One class's cells: `points` in points (NaN when empty), `states` a `CellState` per cell. */
export interface GradeMatrix {
  rows: number;
  columns: number;
  points: Float64Array;
  states: Uint8Array;
}

export interface GradeSummary {
  rows: number;
  /** `row * divisions + division` → percentage 0…100, NaN when nothing counted. */
  divisionPercent: Float64Array;
  /** Per row: the total percentage 0…100, NaN when nothing counted. */
  totalPercent: Float64Array;
  /** Per column: mean points over its counted cells, NaN when none. */
  columnAverage: Float64Array;
  /** Per column: how many cells counted (graded or missing). */
  columnCounted: Int32Array;
  /** Per division: mean of the rows' division percentages that exist, NaN when none. */
  divisionAverage: Float64Array;
  /** Mean of the rows' totals that exist, NaN when none. */
  totalAverage: number;
}

const weightTolerance = 1e-6;

/** True when the total is weighted by division: every division has a weight and they add up to 100. */
export function usesWeights(divisions: ReadonlyArray<{ weight: number | null }>): boolean {
  if (divisions.length === 0) return false;
  let sum = 0;
  for (const division of divisions) {
    if (division.weight === null) return false;
    sum += division.weight;
  }
  return Math.abs(sum - 100) <= weightTolerance;
}

/** The sum of the set weights and whether every division has one (for the editor's warning). */
export function weightSummary(divisions: ReadonlyArray<{ weight: number | null }>): { sum: number; allSet: boolean; valid: boolean } {
  let sum = 0;
  let allSet = divisions.length > 0;
  for (const division of divisions) {
    if (division.weight === null) allSet = false;
    else sum += division.weight;
  }
  return { sum, allSet, valid: usesWeights(divisions) };
}

function isManual(attribute: TemplateAttribute): boolean {
  return attribute._attribute?.value === 'manual';
}

/** Flattens a template's divisions into columns. Unassigned attributes are not graded. */
export function layoutOf(template: Pick<GradebookTemplate, 'gradings'>): GradeLayout {
  const divisions: GradeDivision[] = [];
  const columns: GradeColumn[] = [];
  const columnOf = new Map<string, number>();
  template.gradings.forEach((division, divisionIndex) => {
    const firstColumn = columns.length;
    for (const attribute of division.attributes) {
      // A duplicate id (the save rules forbid it) keeps its first column.
      if (!columnOf.has(attribute._id)) columnOf.set(attribute._id, columns.length);
      columns.push({
        attributeId: attribute._id,
        name: attribute.name,
        divisionIndex,
        maxScore: attribute.maxScore !== null && attribute.maxScore > 0 ? attribute.maxScore : 0,
        type: attribute.type,
        source: attribute._attribute?.value ?? null,
        manual: isManual(attribute),
      });
    }
    divisions.push({
      _id: division._id,
      name: division.name,
      weight: division.weight,
      firstColumn,
      columnCount: columns.length - firstColumn,
    });
  });
  const maxScores = new Float64Array(columns.length);
  columns.forEach((column, c) => {
    maxScores[c] = column.maxScore;
  });
  return { divisions, columns, columnOf, rule: usesWeights(template.gradings) ? 'weights' : 'points', maxScores };
}

/** An all-empty matrix for `rows` students. */
export function createMatrix(layout: GradeLayout, rows: number): GradeMatrix {
  const cells = rows * layout.columns.length;
  return { rows, columns: layout.columns.length, points: new Float64Array(cells).fill(Number.NaN), states: new Uint8Array(cells) };
}

/**
 * Sets one cell. Graded points are clamped to 0…maxScore; a graded cell without a finite value
 * is empty; missing and excused cells hold no points.
 */
export function setCell(
  matrix: GradeMatrix,
  layout: GradeLayout,
  row: number,
  column: number,
  state: CellState,
  points: number | null,
): void {
  const index = row * matrix.columns + column;
  if (state === CELL_GRADED) {
    if (points === null || !Number.isFinite(points)) {
      matrix.states[index] = CELL_EMPTY;
      matrix.points[index] = Number.NaN;
      return;
    }
    const max = layout.maxScores[column] ?? 0;
    matrix.states[index] = CELL_GRADED;
    matrix.points[index] = points < 0 ? 0 : points > max ? max : points;
    return;
  }
  matrix.states[index] = state;
  matrix.points[index] = Number.NaN;
}

/** A stored manual score as a cell. */
export function setManualScore(
  matrix: GradeMatrix,
  layout: GradeLayout,
  row: number,
  column: number,
  score: Pick<ManualScore, 'value' | 'state'>,
) {
  setCell(matrix, layout, row, column, stateCodes[score.state], score.value);
}

/** Points of an automatic percentage (clamped to 0…100) for a column; null → empty. */
function setAutomatic(matrix: GradeMatrix, layout: GradeLayout, row: number, column: number, percent: number | null) {
  if (percent === null || !Number.isFinite(percent)) return setCell(matrix, layout, row, column, CELL_EMPTY, null);
  const clamped = percent < 0 ? 0 : percent > 100 ? 100 : percent;
  setCell(matrix, layout, row, column, CELL_GRADED, (clamped / 100) * (layout.maxScores[column] ?? 0));
}

/**
 * Fills a matrix from the wire data of a class: one row per student id (in that order), manual
 * scores on manual columns, automatic values on automatic columns. Scores of unknown students or
 * attributes, and manual scores on automatic columns, are ignored.
 */
export function fillMatrix(
  layout: GradeLayout,
  studentIds: readonly string[],
  scores: readonly ManualScore[],
  automatic: readonly AutomaticScores[],
): { matrix: GradeMatrix; rowOf: Map<string, number> } {
  const matrix = createMatrix(layout, studentIds.length);
  const rowOf = new Map<string, number>();
  studentIds.forEach((id, row) => {
    rowOf.set(id, row);
  });

  const automaticColumns: Array<{ column: number; source: AutomaticSource }> = [];
  layout.columns.forEach((column, c) => {
    if (!column.manual && column.source !== null && column.source !== 'manual') automaticColumns.push({ column: c, source: column.source });
  });
  if (automaticColumns.length > 0) {
    for (const values of automatic) {
      const row = rowOf.get(values.studentId);
      if (row === undefined) continue;
      for (const { column, source } of automaticColumns) setAutomatic(matrix, layout, row, column, values[source]);
    }
  }

  // Hot for big classes (one entry per stored score): no call per score, and the row lookup is
  // skipped while consecutive scores belong to the same student (the usual order from the database).
  const manual = new Uint8Array(layout.columns.length);
  layout.columns.forEach((column, c) => {
    manual[c] = column.manual ? 1 : 0;
  });
  const { points, states } = matrix;
  const width = matrix.columns;
  const maxScores = layout.maxScores;
  let lastStudent: string | undefined;
  let lastRow: number | undefined;
  for (const score of scores) {
    if (score.studentId !== lastStudent) {
      lastStudent = score.studentId;
      lastRow = rowOf.get(score.studentId);
    }
    const column = layout.columnOf.get(score.attributeId);
    if (lastRow === undefined || column === undefined || manual[column] === 0) continue;
    const index = lastRow * width + column;
    const state = stateCodes[score.state];
    const value = score.value;
    if (state !== CELL_GRADED) {
      states[index] = state;
      points[index] = Number.NaN;
    } else if (value === null || !Number.isFinite(value)) {
      states[index] = CELL_EMPTY;
      points[index] = Number.NaN;
    } else {
      const max = maxScores[column]!;
      states[index] = CELL_GRADED;
      points[index] = value < 0 ? 0 : value > max ? max : value;
    }
  }
  return { matrix, rowOf };
}

/** Division percentages, totals and class averages of a whole matrix (see the rules above). */
export function computeGrades(layout: GradeLayout, matrix: GradeMatrix): GradeSummary {
  const { rows, columns: width, points, states } = matrix;
  const divisionCount = layout.divisions.length;
  const maxScores = layout.maxScores;
  const starts = new Int32Array(divisionCount);
  const ends = new Int32Array(divisionCount);
  const weights = new Float64Array(divisionCount);
  layout.divisions.forEach((division, d) => {
    starts[d] = division.firstColumn;
    ends[d] = division.firstColumn + division.columnCount;
    weights[d] = division.weight ?? 0;
  });
  const weighted = layout.rule === 'weights';

  const divisionPercent = new Float64Array(rows * divisionCount);
  const totalPercent = new Float64Array(rows);
  const columnSum = new Float64Array(width);
  const columnCounted = new Int32Array(width);
  const divisionSum = new Float64Array(divisionCount);
  const divisionN = new Int32Array(divisionCount);
  let totalSum = 0;
  let totalN = 0;

  for (let r = 0; r < rows; r++) {
    const base = r * width;
    let earnedAll = 0;
    let possibleAll = 0;
    let weightedSum = 0;
    let weightSum = 0;
    for (let d = 0; d < divisionCount; d++) {
      let earned = 0;
      let possible = 0;
      const end = ends[d]!;
      for (let c = starts[d]!; c < end; c++) {
        const state = states[base + c];
        if (state === CELL_GRADED) {
          const max = maxScores[c]!;
          let value = points[base + c]!;
          // A graded cell without points is empty.
          if (max <= 0 || Number.isNaN(value)) continue;
          if (value < 0) value = 0;
          else if (value > max) value = max;
          earned += value;
          possible += max;
          columnSum[c]! += value;
          columnCounted[c]!++;
        } else if (state === CELL_MISSING) {
          const max = maxScores[c]!;
          if (max <= 0) continue;
          possible += max;
          columnCounted[c]!++;
        }
      }
      const percent = possible > 0 ? (earned / possible) * 100 : Number.NaN;
      divisionPercent[r * divisionCount + d] = percent;
      if (possible > 0) {
        divisionSum[d]! += percent;
        divisionN[d]!++;
        weightedSum += weights[d]! * percent;
        weightSum += weights[d]!;
      }
      earnedAll += earned;
      possibleAll += possible;
    }
    let total: number;
    if (weighted) total = weightSum > 0 ? weightedSum / weightSum : Number.NaN;
    else total = possibleAll > 0 ? (earnedAll / possibleAll) * 100 : Number.NaN;
    // Rounding of the weighted mean can land a hair outside 0…100.
    if (total > 100) total = 100;
    else if (total < 0) total = 0;
    totalPercent[r] = total;
    if (!Number.isNaN(total)) {
      totalSum += total;
      totalN++;
    }
  }

  const columnAverage = new Float64Array(width);
  for (let c = 0; c < width; c++) columnAverage[c] = columnCounted[c]! > 0 ? columnSum[c]! / columnCounted[c]! : Number.NaN;
  const divisionAverage = new Float64Array(divisionCount);
  for (let d = 0; d < divisionCount; d++) divisionAverage[d] = divisionN[d]! > 0 ? divisionSum[d]! / divisionN[d]! : Number.NaN;
  return {
    rows,
    divisionPercent,
    totalPercent,
    columnAverage,
    columnCounted,
    divisionAverage,
    totalAverage: totalN > 0 ? totalSum / totalN : Number.NaN,
  };
}

/** The whole pipeline for one class, from its wire data. */
export function gradeClass(
  template: Pick<GradebookTemplate, 'gradings'>,
  studentIds: readonly string[],
  scores: readonly ManualScore[],
  automatic: readonly AutomaticScores[],
) {
  const layout = layoutOf(template);
  const { matrix, rowOf } = fillMatrix(layout, studentIds, scores, automatic);
  return { layout, matrix, rowOf, summary: computeGrades(layout, matrix) };
}

// ── Entering and checking one score ─────────────────────────────────────────────────────────────

type Scored = Pick<TemplateAttribute, 'maxScore' | 'type'>;

/**
 * What a teacher types → points: `points` as typed, `percent` (0…100) scaled to maxScore,
 * `complete` 1/0 → maxScore/0.
 */
export function entryToPoints(attribute: Scored, entry: number): number {
  const max = attribute.maxScore ?? 0;
  if (attribute.type === 'percent') return (entry / 100) * max;
  if (attribute.type === 'complete') return entry > 0 ? max : 0;
  return entry;
}

/** Points → what the grid shows and edits (the inverse of `entryToPoints`). */
export function pointsToEntry(attribute: Scored, points: number): number {
  const max = attribute.maxScore ?? 0;
  if (attribute.type === 'percent') return max > 0 ? (points / max) * 100 : 0;
  if (attribute.type === 'complete') return points > 0 ? 1 : 0;
  return points;
}

/** Why `points` cannot be stored for this attribute, or null when it can. Server and grid use it. */
export function scoreValueIssue(attribute: Scored, points: number): string | null {
  const max = attribute.maxScore;
  if (max === null || !(max > 0)) return 'the attribute has no maxScore';
  if (!Number.isFinite(points)) return 'must be a number';
  if (points < 0 || points > max) return `must be between 0 and ${max}`;
  if (attribute.type === 'complete' && points !== 0 && points !== max) return `must be 0 or ${max} (incomplete or complete)`;
  return null;
}
