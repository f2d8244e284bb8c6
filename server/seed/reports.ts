import type { bugReports, errorReports } from '../db/schema';
import { addMs, asOf, daysBefore } from './clock';
import type { People } from './people';
import { id } from './rng';

type BugReportRow = typeof bugReports.$inferInsert & { id: string };
type ErrorReportRow = typeof errorReports.$inferInsert;

export interface ReportsSeed {
  bugReports: BugReportRow[];
  errorReports: ErrorReportRow[];
}

const userAgent =
  'Mozilla/5.0 (iPad; CPU OS 16_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1';

/** A few reports in every triage state and two crash groups, so the super admin's pages show something. */
export function buildReports(people: People): ReportsSeed {
  const bug = (
    key: string,
    who: string,
    fields: Omit<BugReportRow, 'id' | 'userId' | 'createdAt' | 'updatedAt'>,
    daysAgo: number,
  ): BugReportRow => ({
    id: id(`bug-report/${key}`),
    userId: people.userId(who),
    ...fields,
    userAgent,
    createdAt: daysBefore(asOf, daysAgo),
    updatedAt: daysBefore(asOf, Math.max(0, daysAgo - 1)),
  });
  const bugRows = [
    bug(
      'excused-total',
      'teacher',
      {
        title: 'Class total ignores an excused quiz',
        description: 'I marked Quiz 2 as excused for one student and the class total still counts it as zero.',
        expected: 'An excused score should be left out of the total.',
        steps: '1. Open the gradebook of 6-A\n2. Mark Quiz 2 excused for a student\n3. Look at the total column',
        severity: 'high',
        status: 'open',
        path: '/gradebook',
      },
      1,
    ),
    bug(
      'notifications-scroll',
      'parent',
      {
        title: 'Notifications list jumps to the top',
        description: 'On my phone the list scrolls back to the top when I mark one as read.',
        expected: 'The list stays where it was.',
        steps: '',
        severity: 'normal',
        status: 'open',
        path: '/notifications',
      },
      2,
    ),
    bug(
      'old-ipad-math',
      'teacher2',
      {
        title: 'Formulas show as raw text on an old iPad',
        description: 'In "Binary and Data" the fractions appear as $\\frac{1}{2}$ instead of typeset maths.',
        expected: 'Typeset formulas as on my laptop.',
        steps: 'Open any lesson with maths on iPadOS 16.',
        severity: 'normal',
        status: 'in-progress',
        path: '/teacher/courses',
      },
      6,
    ),
    bug(
      'schools-typo',
      'admin',
      {
        title: 'Typo on the Schools page',
        description: '"Studnets" in the column heading.',
        expected: '',
        steps: '',
        severity: 'low',
        status: 'closed',
        path: '/admin',
      },
      12,
    ),
  ];

  const crash = (who: string | null, error: string, path: string, daysAgo: number, minutes: number): ErrorReportRow => ({
    userId: who ? people.userId(who) : null,
    error,
    path,
    userAgent,
    createdAt: addMs(daysBefore(asOf, daysAgo), minutes * 60_000),
  });
  const undefinedMap = "TypeError: Cannot read properties of undefined (reading 'map')\n    at RosterTable (roster-table.js:41:18)";
  const chunkLoad = 'TypeError: Failed to fetch dynamically imported module: /assets/gradebook-Bq3x.js';
  const errorRows = [
    crash('teacher', undefinedMap, '/teacher/students', 3, 10),
    crash('teacher', undefinedMap, '/teacher/students', 3, 42),
    crash('teacher2', undefinedMap, '/teacher/students', 1, 5),
    crash(null, chunkLoad, '/gradebook', 4, 0),
    crash('teacher', chunkLoad, '/gradebook', 2, 30),
  ];
  return { bugReports: bugRows, errorReports: errorRows };
}
