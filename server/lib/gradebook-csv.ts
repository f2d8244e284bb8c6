import type { ClassGradebook, GradebookExport } from '@/contract/schemas/gradebook';
import { CELL_EXCUSED, CELL_GRADED, CELL_MISSING, gradeClass } from '@/domain/grade-engine';
import { type CsvCell, toCsv } from './csv';
import { fileNamePart } from './file-name';

const round = (value: number, digits: number) => (Number.isFinite(value) ? Number(value.toFixed(digits)) : null);

const slug = (text: string) => fileNamePart(text, 'class');

/**
 * A class's grade book as CSV, computed by the grade engine: one row per student (last name,
 * first name, student number, each attribute's points — or "missing"/"excused" — then each
 * division's percentage, then the total), and a last row of class averages.
 */
export function gradebookCsv(book: ClassGradebook, today: Date): GradebookExport {
  const { layout, matrix, summary } = gradeClass(
    book.template,
    book.students.map((s) => s._id),
    book.scores,
    book.automatic,
  );
  const weighted = layout.rule === 'weights';

  const header: CsvCell[] = ['Last name', 'First name', 'Student number'];
  for (const division of layout.divisions) {
    for (let c = division.firstColumn; c < division.firstColumn + division.columnCount; c++) {
      const column = layout.columns[c]!;
      header.push(`${division.name}: ${column.name} (/${column.maxScore})`);
    }
    header.push(weighted ? `${division.name} % (weight ${division.weight})` : `${division.name} %`);
  }
  header.push(weighted ? 'Total % (by division weights)' : 'Total % (by points)');

  const divisionCount = layout.divisions.length;
  const rows: CsvCell[][] = [header];
  book.students.forEach((student, r) => {
    const row: CsvCell[] = [student.lastName, student.firstName, student.studentNumber];
    layout.divisions.forEach((division, d) => {
      for (let c = division.firstColumn; c < division.firstColumn + division.columnCount; c++) {
        const index = r * matrix.columns + c;
        const state = matrix.states[index];
        row.push(
          state === CELL_GRADED
            ? round(matrix.points[index]!, 2)
            : state === CELL_MISSING
              ? 'missing'
              : state === CELL_EXCUSED
                ? 'excused'
                : null,
        );
      }
      row.push(round(summary.divisionPercent[r * divisionCount + d]!, 1));
    });
    row.push(round(summary.totalPercent[r]!, 1));
    rows.push(row);
  });

  const averages: CsvCell[] = ['Class average', null, null];
  layout.divisions.forEach((division, d) => {
    for (let c = division.firstColumn; c < division.firstColumn + division.columnCount; c++)
      averages.push(round(summary.columnAverage[c]!, 2));
    averages.push(round(summary.divisionAverage[d]!, 1));
  });
  averages.push(round(summary.totalAverage, 1));
  rows.push(averages);

  const day = today.toISOString().slice(0, 10);
  return {
    filename: `gradebook-${slug(book.courseInstance._course.name)}-${slug(book.courseInstance.gradeSection.name)}-${day}.csv`,
    csv: toCsv(rows),
  };
}
