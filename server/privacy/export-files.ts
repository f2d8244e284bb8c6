/**
 * The files of a student's export (docs/ARCHITECTURE.md, "Student privacy"): README.txt, profile.json,
 * `tables/<table>.json` with the exact rows of every table of `studentTables`, and CSV files of the
 * same facts with names for people. Pure: the rows come in, the file texts go out, each in a
 * deterministic order.
 */
import { type CsvCell, toCsv } from '../lib/csv';
import type {
  AccessLine,
  ClassTimeLine,
  EnrollmentLine,
  GradeLine,
  ProgressLine,
  StudentProfile,
  TableRows,
} from '../repos/student-export';

export interface ExportData {
  profile: StudentProfile;
  tables: TableRows[];
  enrollments: EnrollmentLine[];
  progress: ProgressLine[];
  grades: GradeLine[];
  classTime: ClassTimeLine[];
  access: AccessLine[];
  exportedAt: Date;
  exportedBy: { name: string; role: string };
}

const when = (date: Date | null) => (date ? date.toISOString() : null);
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

interface CsvFile {
  name: string;
  holds: string;
  header: string[];
  rows: CsvCell[][];
}

function csvFiles(data: ExportData): CsvFile[] {
  return [
    {
      name: 'enrollments.csv',
      holds: 'the classes the student is enrolled in: course, teacher, grade section, start date, enrolled since',
      header: ['Class id', 'Course', 'Teacher', 'Grade section', 'Class start date', 'Enrolled at'],
      rows: data.enrollments.map((e) => [e.classId, e.course, e.teacher, e.gradeSection, e.startDate, when(e.enrolledAt)]),
    },
    {
      name: 'progress.csv',
      holds: 'progress per content item: status, score out of the maximum, time spent, dates',
      header: [
        'Class id',
        'Course',
        'Unit',
        'Content',
        'Kind',
        'Status',
        'Score',
        'Max score',
        'Time spent (s)',
        'Started at',
        'Completed at',
        'Updated at',
      ],
      rows: data.progress.map((p) => [
        p.classId,
        p.course,
        p.unit,
        p.content,
        p.kind,
        p.status,
        p.score,
        p.maxScore,
        p.timeSpentSeconds,
        when(p.startedAt),
        when(p.completedAt),
        when(p.updatedAt),
      ]),
    },
    {
      name: 'grades.csv',
      holds: 'the grades teachers entered, with the gradebook attribute they belong to',
      header: ['Class id', 'Course', 'Attribute id', 'Attribute', 'Value', 'State', 'Updated at', 'Updated by'],
      rows: data.grades.map((g) => [g.classId, g.course, g.attributeId, g.attribute, g.value, g.state, when(g.updatedAt), g.updatedBy]),
    },
    {
      name: 'time-per-content.csv',
      holds: 'time spent on each content item (seconds), where any was recorded',
      header: ['Class id', 'Course', 'Unit', 'Content', 'Time spent (s)'],
      rows: data.progress.filter((p) => p.timeSpentSeconds > 0).map((p) => [p.classId, p.course, p.unit, p.content, p.timeSpentSeconds]),
    },
    {
      name: 'time-per-class.csv',
      holds: 'time spent per class (seconds) and the last activity',
      header: ['Class id', 'Course', 'Time spent (s)', 'Last activity at'],
      rows: data.classTime.map((c) => [c.classId, c.course, c.timeSpentSeconds, when(c.lastActivityAt)]),
    },
    {
      name: 'record-access.csv',
      holds: "who read or changed the student's record and when, oldest first (this export is the last line)",
      header: ['At', 'Action', 'By', 'Role'],
      rows: data.access.map((a) => [when(a.at), a.action, a.actor ?? '(deleted account)', a.actorRole]),
    },
  ];
}

function readme(data: ExportData, csv: CsvFile[]): string {
  const { student } = data.profile;
  const lines = [
    `The record of ${student.firstName} ${student.lastName} (student number ${student.studentNumber}),`,
    `exported ${data.exportedAt.toISOString()} by ${data.exportedBy.name} (${data.exportedBy.role}).`,
    '',
    'Every fact the platform holds about the student is in this archive. The JSON files under tables/',
    'are the rows exactly as stored (column names as in the database, times in UTC); the CSV files say',
    'the same with names instead of ids and open in any spreadsheet (UTF-8).',
    '',
    'profile.json',
    '  the student, their school and grade section, and the names of the linked parent accounts',
    '',
    ...csv.flatMap((f) => [f.name, `  ${f.holds}`]),
    '',
    ...data.tables.flatMap((t) => [`tables/${t.name}.json`, `  ${t.holds} (${t.rows.length} ${t.rows.length === 1 ? 'row' : 'rows'})`]),
    '',
    'Page visits of teachers and admins are their own records and are not part of this export; the',
    'student record-access log (record-access.csv) says who opened this record.',
  ];
  return `${lines.join('\n')}\n`;
}

/** The archive's files by path, text content; in the order they are written into the zip. */
export function exportFiles(data: ExportData): Array<[string, string]> {
  const csv = csvFiles(data);
  const { profile } = data;
  return [
    ['README.txt', readme(data, csv)],
    [
      'profile.json',
      json({
        student: { ...profile.student, createdAt: when(profile.student.createdAt), deactivatedAt: when(profile.student.deactivatedAt) },
        school: profile.school,
        gradeSection: profile.gradeSection,
        parents: profile.parents,
        exportedAt: data.exportedAt.toISOString(),
      }),
    ],
    ...csv.map((f): [string, string] => [f.name, toCsv([f.header, ...f.rows])]),
    ...data.tables.map((t): [string, string] => [`tables/${t.name}.json`, json(t.rows)]),
  ];
}
