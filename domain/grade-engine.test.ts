import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AttributeSource, Division, ManualScore, TemplateAttribute } from '@/contract/schemas/gradebook';
import {
  CELL_EMPTY,
  CELL_EXCUSED,
  CELL_GRADED,
  CELL_MISSING,
  type CellState,
  computeGrades,
  createMatrix,
  entryToPoints,
  fillMatrix,
  gradeClass,
  layoutOf,
  pointsToEntry,
  scoreValueIssue,
  setCell,
  usesWeights,
  weightSummary,
} from './grade-engine';

const source = (value: AttributeSource) => ({ _id: `cat-${value}`, name: value, value });
const attr = (id: string, maxScore: number, value: AttributeSource = 'manual'): TemplateAttribute => ({
  _id: id,
  name: id,
  maxScore,
  type: 'points',
  _attribute: source(value),
});
const division = (id: string, attributes: TemplateAttribute[], weight: number | null = null): Division => ({
  _id: id,
  name: id,
  weight,
  attributes,
});
const graded = (studentId: string, attributeId: string, value: number): ManualScore => ({ studentId, attributeId, value, state: 'graded' });
const marked = (studentId: string, attributeId: string, state: 'missing' | 'excused'): ManualScore => ({
  studentId,
  attributeId,
  value: null,
  state,
});

describe('grade engine: the rules by example', () => {
  const template = { gradings: [division('hw', [attr('h1', 10), attr('h2', 10)]), division('exam', [attr('e1', 20)])] };

  it('computes division and total percentages by points when no weights are set', () => {
    const { summary, layout } = gradeClass(template, ['s'], [graded('s', 'h1', 8), graded('s', 'h2', 6), graded('s', 'e1', 10)], []);
    expect(layout.rule).toBe('points');
    expect(summary.divisionPercent[0]).toBeCloseTo(70);
    expect(summary.divisionPercent[1]).toBeCloseTo(50);
    // (8 + 6 + 10) / (10 + 10 + 20)
    expect(summary.totalPercent[0]).toBeCloseTo(60);
  });

  it('leaves an empty (not graded) cell out of both earned and possible', () => {
    const { summary } = gradeClass(template, ['s'], [graded('s', 'h1', 8)], []);
    expect(summary.divisionPercent[0]).toBeCloseTo(80);
    expect(summary.divisionPercent[1]).toBeNaN();
    expect(summary.totalPercent[0]).toBeCloseTo(80);
  });

  it('counts a missing cell as 0 of maxScore', () => {
    const { summary } = gradeClass(template, ['s'], [graded('s', 'h1', 8), marked('s', 'h2', 'missing')], []);
    expect(summary.divisionPercent[0]).toBeCloseTo(40);
    expect(summary.totalPercent[0]).toBeCloseTo(40);
  });

  it('leaves an excused cell out like an empty one', () => {
    const excused = gradeClass(template, ['s'], [graded('s', 'h1', 8), marked('s', 'h2', 'excused')], []);
    expect(excused.summary.divisionPercent[0]).toBeCloseTo(80);
    expect(excused.summary.totalPercent[0]).toBeCloseTo(80);
  });

  it('has no total when nothing counts', () => {
    const { summary } = gradeClass(template, ['s'], [marked('s', 'h1', 'excused')], []);
    expect(summary.totalPercent[0]).toBeNaN();
    expect(summary.totalAverage).toBeNaN();
  });

  it('weights divisions when every weight is set and they add up to 100', () => {
    const weighted = { gradings: [division('hw', [attr('h1', 10)], 25), division('exam', [attr('e1', 100)], 75)] };
    const { summary, layout } = gradeClass(weighted, ['s'], [graded('s', 'h1', 10), graded('s', 'e1', 50)], []);
    expect(layout.rule).toBe('weights');
    // 0.25 × 100 + 0.75 × 50 (by points it would be 60 / 110)
    expect(summary.totalPercent[0]).toBeCloseTo(62.5);
  });

  it('renormalises the weights over divisions that have a percentage', () => {
    const weighted = { gradings: [division('hw', [attr('h1', 10)], 25), division('exam', [attr('e1', 100)], 75)] };
    const { summary } = gradeClass(weighted, ['s'], [graded('s', 'h1', 9)], []);
    expect(summary.totalPercent[0]).toBeCloseTo(90);
  });

  it('falls back to points when the weights do not add up to 100 or one is missing', () => {
    expect(usesWeights([{ weight: 30 }, { weight: 30 }])).toBe(false);
    expect(usesWeights([{ weight: 100 }, { weight: null }])).toBe(false);
    expect(usesWeights([{ weight: 40 }, { weight: 60 }])).toBe(true);
    expect(usesWeights([])).toBe(false);
    expect(weightSummary([{ weight: 30 }, { weight: null }])).toEqual({ sum: 30, allSet: false, valid: false });
    const uneven = { gradings: [division('hw', [attr('h1', 10)], 30), division('exam', [attr('e1', 100)], 30)] };
    const { summary, layout } = gradeClass(uneven, ['s'], [graded('s', 'h1', 10), graded('s', 'e1', 50)], []);
    expect(layout.rule).toBe('points');
    expect(summary.totalPercent[0]).toBeCloseTo((60 / 110) * 100);
  });

  it('scales automatic percentages to maxScore and treats a null as not graded', () => {
    const auto = { gradings: [division('auto', [attr('q', 20, 'quiz'), attr('c', 10, 'completion'), attr('l', 10, 'lab')])] };
    const automatic = [{ studentId: 's', quiz: 80, lab: null, activity: 10, completion: 50, time: 0, timeSpentSeconds: 0 }];
    const { summary, matrix } = gradeClass(auto, ['s'], [], automatic);
    expect(matrix.points[0]).toBeCloseTo(16);
    expect(matrix.states[2]).toBe(CELL_EMPTY);
    // (16 + 5) / 30
    expect(summary.totalPercent[0]).toBeCloseTo(70);
  });

  it('ignores manual scores on automatic columns, unknown students and unknown attributes', () => {
    const auto = { gradings: [division('auto', [attr('q', 20, 'quiz')])] };
    const { summary } = gradeClass(auto, ['s'], [graded('s', 'q', 20), graded('x', 'q', 1), graded('s', 'nope', 1)], []);
    expect(summary.totalPercent[0]).toBeNaN();
  });

  it('clamps graded points to 0…maxScore', () => {
    const { summary } = gradeClass(template, ['s'], [graded('s', 'h1', 50), graded('s', 'h2', -5)], []);
    expect(summary.divisionPercent[0]).toBeCloseTo(50);
  });

  it('does not grade unassigned attributes or attributes without a maxScore', () => {
    const odd = {
      gradings: [division('d', [attr('a', 10), { ...attr('b', 10), maxScore: null }])],
      unassigned: [attr('u', 10)],
    };
    const { summary, layout } = gradeClass(odd, ['s'], [graded('s', 'a', 5), graded('s', 'b', 10), graded('s', 'u', 10)], []);
    expect(layout.columns.map((c) => c.attributeId)).toEqual(['a', 'b']);
    expect(summary.totalPercent[0]).toBeCloseTo(50);
  });

  it('averages each column over counted cells and each division and total over students who have one', () => {
    const scores = [graded('a', 'h1', 10), marked('b', 'h1', 'missing'), marked('c', 'h1', 'excused'), graded('a', 'e1', 20)];
    const { summary } = gradeClass(template, ['a', 'b', 'c'], scores, []);
    expect(summary.columnAverage[0]).toBeCloseTo(5);
    expect(summary.columnCounted[0]).toBe(2);
    expect(summary.columnAverage[1]).toBeNaN();
    // a: 100 %, b: 0 %, c: none
    expect(summary.divisionAverage[0]).toBeCloseTo(50);
    expect(summary.totalAverage).toBeCloseTo(50);
  });

  it('lets a cell change in place', () => {
    const layout = layoutOf(template);
    const matrix = createMatrix(layout, 1);
    setCell(matrix, layout, 0, 0, CELL_GRADED, 5);
    expect(computeGrades(layout, matrix).totalPercent[0]).toBeCloseTo(50);
    setCell(matrix, layout, 0, 0, CELL_GRADED, null);
    expect(computeGrades(layout, matrix).totalPercent[0]).toBeNaN();
  });
});

describe('grade engine: entering scores', () => {
  it('converts entries by type', () => {
    expect(entryToPoints({ type: 'points', maxScore: 20 }, 15)).toBe(15);
    expect(entryToPoints({ type: 'percent', maxScore: 20 }, 50)).toBe(10);
    expect(entryToPoints({ type: 'complete', maxScore: 20 }, 1)).toBe(20);
    expect(pointsToEntry({ type: 'percent', maxScore: 20 }, 10)).toBe(50);
    expect(pointsToEntry({ type: 'complete', maxScore: 20 }, 20)).toBe(1);
  });

  it('checks a value against maxScore', () => {
    expect(scoreValueIssue({ type: 'points', maxScore: 10 }, 10)).toBeNull();
    expect(scoreValueIssue({ type: 'points', maxScore: 10 }, 10.5)).toBe('must be between 0 and 10');
    expect(scoreValueIssue({ type: 'points', maxScore: 10 }, -1)).toBe('must be between 0 and 10');
    expect(scoreValueIssue({ type: 'complete', maxScore: 10 }, 5)).toMatch(/0 or 10/);
    expect(scoreValueIssue({ type: 'points', maxScore: null }, 1)).toMatch(/no maxScore/);
  });
});

// ── Properties ─────────────────────────────────────────────────────────────────────────────────

/** A random class: divisions with attributes, optional weights, and one row of random cells per student. */
const classArb = fc
  .record({
    divisions: fc.array(
      fc.record({
        weight: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
        maxScores: fc.array(fc.integer({ min: 1, max: 200 }), { minLength: 1, maxLength: 6 }),
      }),
      { minLength: 1, maxLength: 4 },
    ),
    rows: fc.integer({ min: 1, max: 4 }),
    balanceWeights: fc.boolean(),
  })
  .chain(({ divisions, rows, balanceWeights }) => {
    // Half the time make the weights add up to 100 so the weighted rule is exercised too.
    if (balanceWeights) {
      const share = Math.floor(100 / divisions.length);
      divisions.forEach((d, i) => {
        d.weight = i === divisions.length - 1 ? 100 - share * (divisions.length - 1) : share;
      });
    }
    const width = divisions.reduce((n, d) => n + d.maxScores.length, 0);
    const cell = fc.record({
      state: fc.constantFrom<CellState>(CELL_EMPTY, CELL_GRADED, CELL_MISSING, CELL_EXCUSED),
      fraction: fc.double({ min: -0.5, max: 1.5, noNaN: true }),
    });
    return fc.record({
      divisions: fc.constant(divisions),
      cells: fc.array(fc.array(cell, { minLength: width, maxLength: width }), { minLength: rows, maxLength: rows }),
    });
  });

type Cls = {
  divisions: Array<{ weight: number | null; maxScores: number[] }>;
  cells: Array<Array<{ state: CellState; fraction: number }>>;
};

/** Builds the template and matrix of a random class; `order` permutes attributes within divisions. */
function build(cls: Cls, permute?: (ids: string[]) => string[]) {
  let column = 0;
  const gradings = cls.divisions.map((d, di) => {
    const attributes = d.maxScores.map((max) => attr(`a${column++}`, max));
    const order = permute ? permute(attributes.map((a) => a._id)) : attributes.map((a) => a._id);
    return division(
      `d${di}`,
      order.map((id) => attributes.find((a) => a._id === id)!),
      d.weight,
    );
  });
  const flatMax = cls.divisions.flatMap((d) => d.maxScores);
  const layout = layoutOf({ gradings });
  const matrix = createMatrix(layout, cls.cells.length);
  cls.cells.forEach((row, r) => {
    row.forEach((cell, originalColumn) => {
      const c = layout.columnOf.get(`a${originalColumn}`)!;
      setCell(matrix, layout, r, c, cell.state, cell.fraction * flatMax[originalColumn]!);
    });
  });
  return { layout, matrix };
}

const totalsOf = (cls: Cls, permute?: (ids: string[]) => string[]) => {
  const { layout, matrix } = build(cls, permute);
  return Array.from(computeGrades(layout, matrix).totalPercent);
};

/** NaN-aware comparison with rounding tolerance. */
const same = (a: number, b: number) => (Number.isNaN(a) && Number.isNaN(b)) || Math.abs(a - b) < 1e-9;

const withCell = (cls: Cls, row: number, column: number, state: CellState, fraction = 0): Cls => ({
  divisions: cls.divisions,
  cells: cls.cells.map((cells, r) => (r === row ? cells.map((c, i) => (i === column ? { state, fraction } : c)) : cells)),
});

describe('grade engine: properties', () => {
  it('keeps every total and division percentage within 0…100 (or absent)', () => {
    fc.assert(
      fc.property(classArb, (cls) => {
        const { layout, matrix } = build(cls);
        const summary = computeGrades(layout, matrix);
        for (const value of [...summary.totalPercent, ...summary.divisionPercent]) {
          if (!Number.isNaN(value) && (value < 0 || value > 100)) return false;
        }
        return true;
      }),
    );
  });

  it('does not depend on the order of attributes within divisions', () => {
    fc.assert(
      fc.property(classArb, fc.integer(), (cls, seed) => {
        const shuffle = (ids: string[]) => {
          const out = [...ids];
          let s = seed;
          for (let i = out.length - 1; i > 0; i--) {
            s = (s * 1103515245 + 12345) & 0x7fffffff;
            const j = s % (i + 1);
            [out[i], out[j]] = [out[j]!, out[i]!];
          }
          return out;
        };
        const a = totalsOf(cls);
        const b = totalsOf(cls, shuffle);
        return a.every((v, i) => same(v, b[i]!));
      }),
    );
  });

  it('excused never lowers a total: same as not graded, never below missing', () => {
    fc.assert(
      fc.property(classArb, fc.nat(), fc.nat(), (cls, rowPick, columnPick) => {
        const row = rowPick % cls.cells.length;
        const column = columnPick % cls.cells[0]!.length;
        const excused = totalsOf(withCell(cls, row, column, CELL_EXCUSED))[row]!;
        const empty = totalsOf(withCell(cls, row, column, CELL_EMPTY))[row]!;
        const missing = totalsOf(withCell(cls, row, column, CELL_MISSING))[row]!;
        return same(excused, empty) && (Number.isNaN(missing) || Number.isNaN(excused) || excused >= missing - 1e-9);
      }),
    );
  });

  it('missing never raises a total: never above the cell not graded, nor above any graded value', () => {
    fc.assert(
      fc.property(classArb, fc.nat(), fc.nat(), fc.double({ min: 0, max: 1, noNaN: true }), (cls, rowPick, columnPick, fraction) => {
        const row = rowPick % cls.cells.length;
        const column = columnPick % cls.cells[0]!.length;
        const missing = totalsOf(withCell(cls, row, column, CELL_MISSING))[row]!;
        const empty = totalsOf(withCell(cls, row, column, CELL_EMPTY))[row]!;
        const gradedTotal = totalsOf(withCell(cls, row, column, CELL_GRADED, fraction))[row]!;
        const notAbove = (other: number) => Number.isNaN(other) || Number.isNaN(missing) || missing <= other + 1e-9;
        return notAbove(empty) && notAbove(gradedTotal);
      }),
    );
  });

  it('fillMatrix from wire scores equals setting cells by hand', () => {
    const template = { gradings: [division('d', [attr('a', 10), attr('b', 4)])] };
    const scores = [graded('s1', 'a', 7), marked('s2', 'b', 'missing'), marked('s1', 'b', 'excused')];
    const layout = layoutOf(template);
    const { matrix } = fillMatrix(layout, ['s1', 's2'], scores, []);
    const manual = createMatrix(layout, 2);
    setCell(manual, layout, 0, 0, CELL_GRADED, 7);
    setCell(manual, layout, 1, 1, CELL_MISSING, null);
    setCell(manual, layout, 0, 1, CELL_EXCUSED, null);
    expect(Array.from(matrix.states)).toEqual(Array.from(manual.states));
    expect(Array.from(computeGrades(layout, matrix).totalPercent)).toEqual(Array.from(computeGrades(layout, manual).totalPercent));
  });
});
