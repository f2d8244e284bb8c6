/**
 * A generated OneRoster 1.1 CSV zip for the import tests and the bench: deterministic for a seed,
 * sized by options, optionally with errors planted at known file, line and column. One district of
 * `schools` schools; per school, students spread over `grades`, teachers, classes of `classSize`
 * (each student in `classesPerStudent` classes of their grade), and parents of the first students.
 */
import { zipSync } from 'fflate';
import { type RosterFile, rosterFiles } from '@/contract/schemas/roster';
import { rng } from '../../seed/rng';
import { csvText } from '../csv-write';
import { fileSpecs } from '../file-specs';

export interface GenerateOptions {
  seed?: string;
  districtName?: string;
  /** School names (their count is the school count); an existing school of the same name is matched. */
  schoolNames: string[];
  studentsPerSchool: number;
  teachersPerSchool: number;
  classesPerStudent?: number;
  classSize?: number;
  /** Parents, each of two consecutive students, per school. */
  parentsPerSchool?: number;
  /** OneRoster grade codes the students are spread over. */
  grades?: string[];
  courses?: string[];
  /** Drops these students (by their sourcedId) from users.csv and their enrollments: the "absent" records of a later import. */
  without?: string[];
  /** Appended (after a space) to every person's family name and every class title: tells one import's rows from another's (the crash suite). */
  mark?: string;
  /** Plants five invalid rows; their places are answered in `planted`. */
  plantErrors?: boolean;
  /** Rows appended to users.csv and enrollments.csv as given (the scope-gate attacks name other scopes' accounts). */
  extraUsers?: Row[];
  extraEnrollments?: Row[];
}

export interface PlantedError {
  file: string;
  line: number;
  column: string;
}

export interface GeneratedRoster {
  zip: Uint8Array;
  files: Record<RosterFile, string>;
  planted: PlantedError[];
  counts: { schools: number; students: number; teachers: number; parents: number; classes: number; enrollments: number };
}

export type Row = Record<string, string>;

export const generatedIds = {
  district: 'district-1',
  school: (s: number) => `school-${s + 1}`,
  student: (s: number, n: number) => `student-${s + 1}-${String(n + 1).padStart(5, '0')}`,
  teacher: (s: number, n: number) => `teacher-${s + 1}-${String(n + 1).padStart(3, '0')}`,
  parent: (s: number, n: number) => `parent-${s + 1}-${String(n + 1).padStart(4, '0')}`,
  class: (s: number, g: string, n: number) => `class-${s + 1}-${g}-${String(n + 1).padStart(3, '0')}`,
};

export function generateOneRoster(options: GenerateOptions): GeneratedRoster {
  const random = rng(`oneroster/${options.seed ?? 'default'}`);
  const grades = options.grades ?? ['06', '07', '08'];
  const courseTitles = options.courses ?? ['Computational Thinking', 'Web Design', 'Programming Foundations', 'Data Science'];
  const classesPerStudent = options.classesPerStudent ?? 3;
  const classSize = options.classSize ?? 25;
  const without = new Set(options.without ?? []);
  const givenNames = ['Ava', 'Ben', 'Chloé', 'Dev', 'Ema', 'Finn', 'Gia', 'Hugo', 'Iris', 'Jon', 'Kai', 'Lena'];
  const familyNames = ['Ng', 'Okafor', 'Silva', 'Berg', 'Kowalski', 'Haddad', 'Tanaka', 'Murphy', 'Rossi', 'Diaz'];
  const marked = (text: string) => (options.mark ? `${text} ${options.mark}` : text);
  const name = () => ({ givenName: random.pick(givenNames), familyName: marked(random.pick(familyNames)) });

  const orgs: Row[] = [
    { sourcedId: generatedIds.district, status: 'active', name: options.districtName ?? 'Generated District', type: 'district' },
  ];
  const sessions: Row[] = [
    {
      sourcedId: 'year-2026',
      status: 'active',
      title: '2026–27',
      type: 'schoolYear',
      startDate: '2026-08-24',
      endDate: '2027-06-18',
      schoolYear: '2027',
    },
    {
      sourcedId: 'term-1',
      status: 'active',
      title: 'Fall',
      type: 'term',
      startDate: '2026-08-24',
      endDate: '2027-01-15',
      parentSourcedId: 'year-2026',
      schoolYear: '2027',
    },
    {
      sourcedId: 'term-2',
      status: 'active',
      title: 'Spring',
      type: 'term',
      startDate: '2027-01-19',
      endDate: '2027-06-18',
      parentSourcedId: 'year-2026',
      schoolYear: '2027',
    },
  ];
  const courses: Row[] = courseTitles.map((title, i) => ({
    sourcedId: `course-${i + 1}`,
    status: 'active',
    title,
    courseCode: `CS${100 + i}`,
    orgSourcedId: generatedIds.district,
    schoolYearSourcedId: 'year-2026',
  }));
  const classes: Row[] = [];
  const users: Row[] = [];
  const enrollments: Row[] = [];
  let parents = 0;
  let students = 0;
  options.schoolNames.forEach((schoolName, s) => {
    const school = generatedIds.school(s);
    orgs.push({
      sourcedId: school,
      status: 'active',
      name: schoolName,
      type: 'school',
      identifier: `S${s + 1}`,
      parentSourcedId: generatedIds.district,
    });
    const teachers = Array.from({ length: options.teachersPerSchool }, (_, n) => generatedIds.teacher(s, n));
    teachers.forEach((sourcedId, n) => {
      const person = name();
      users.push({
        sourcedId,
        status: 'active',
        enabledUser: 'true',
        orgSourcedIds: school,
        role: 'teacher',
        username: sourcedId,
        ...person,
        email: `${sourcedId}@schools.example`,
        identifier: `T${s + 1}-${n + 1}`,
      });
    });
    const byGrade = new Map<string, string[]>(grades.map((g) => [g, []]));
    for (let n = 0; n < options.studentsPerSchool; n++) {
      const sourcedId = generatedIds.student(s, n);
      const grade = grades[n % grades.length]!;
      // Drawn before the skip, so leaving a student out changes nobody else's name.
      const person = n === 0 && s === 0 ? { givenName: 'Zoë', familyName: marked('O"Neil, Jr') } : name();
      if (without.has(sourcedId)) continue;
      byGrade.get(grade)!.push(sourcedId);
      users.push({
        sourcedId,
        status: 'active',
        enabledUser: 'true',
        orgSourcedIds: school,
        role: 'student',
        username: sourcedId,
        ...person,
        identifier: `${s + 1}${String(n + 1).padStart(6, '0')}`,
        grades: grade,
      });
      students += 1;
    }
    for (let n = 0; n < (options.parentsPerSchool ?? 0); n++) {
      const children = [generatedIds.student(s, 2 * n), generatedIds.student(s, 2 * n + 1)].filter((c) => !without.has(c));
      const sourcedId = generatedIds.parent(s, n);
      users.push({
        sourcedId,
        status: 'active',
        enabledUser: 'true',
        orgSourcedIds: school,
        role: 'parent',
        username: sourcedId,
        ...name(),
        email: `${sourcedId}@families.example`,
        agentSourcedIds: children.join(','),
      });
      parents += 1;
    }
    let teacherTurn = 0;
    for (const grade of grades) {
      const roster = byGrade.get(grade)!;
      const count = Math.max(classesPerStudent, Math.ceil((options.studentsPerSchool / grades.length) * (classesPerStudent / classSize)));
      const ids = Array.from({ length: count }, (_, n) => generatedIds.class(s, grade, n));
      ids.forEach((sourcedId, n) => {
        const course = courses[n % courses.length]!;
        classes.push({
          sourcedId,
          status: 'active',
          title: marked(`${course.title} ${grade}-${n + 1}`),
          grades: grade,
          courseSourcedId: course.sourcedId!,
          classCode: sourcedId,
          classType: 'scheduled',
          schoolSourcedId: school,
          termSourcedIds: n % 2 ? 'term-2' : 'term-1',
        });
        const teacher = teachers[teacherTurn++ % teachers.length]!;
        enrollments.push({
          sourcedId: `enr-${sourcedId}-${teacher}`,
          status: 'active',
          classSourcedId: sourcedId,
          schoolSourcedId: school,
          userSourcedId: teacher,
          role: 'teacher',
          primary: 'true',
        });
      });
      roster.forEach((student, j) => {
        for (let k = 0; k < classesPerStudent; k++) {
          const cls = ids[(j * classesPerStudent + k) % ids.length]!;
          enrollments.push({
            sourcedId: `enr-${cls}-${student}`,
            status: 'active',
            classSourcedId: cls,
            schoolSourcedId: school,
            userSourcedId: student,
            role: 'student',
            primary: 'false',
          });
        }
      });
    }
  });

  const planted: PlantedError[] = [];
  if (options.plantErrors) {
    const plant = (file: RosterFile, rows: Row[], row: Row, column: string) => {
      rows.push(row);
      planted.push({ file: `${file}.csv`, line: rows.length + 1, column });
    };
    plant(
      'academicSessions',
      sessions,
      {
        sourcedId: 'term-bad',
        status: 'active',
        title: 'Bad term',
        type: 'term',
        startDate: '2026-13-01',
        endDate: '2027-01-15',
        schoolYear: '2027',
      },
      'startDate',
    );
    plant(
      'classes',
      classes,
      {
        sourcedId: 'class-bad',
        status: 'active',
        title: 'Coding lecture',
        grades: '07',
        courseSourcedId: 'course-1',
        classType: 'lecture',
        schoolSourcedId: generatedIds.school(0),
        termSourcedIds: 'term-1',
      },
      'classType',
    );
    plant(
      'users',
      users,
      {
        sourcedId: 'student-bad',
        status: 'active',
        enabledUser: 'maybe',
        orgSourcedIds: generatedIds.school(0),
        role: 'student',
        givenName: 'Al',
        familyName: 'Bad',
        identifier: 'X1',
      },
      'enabledUser',
    );
    plant(
      'users',
      users,
      {
        sourcedId: 'teacher-bad',
        status: 'active',
        enabledUser: 'true',
        orgSourcedIds: generatedIds.school(0),
        role: 'teacher',
        givenName: 'No',
        familyName: 'Email',
      },
      'email',
    );
    plant(
      'enrollments',
      enrollments,
      {
        sourcedId: 'enr-bad',
        status: 'active',
        classSourcedId: 'class-missing',
        userSourcedId: generatedIds.student(0, 0),
        role: 'student',
      },
      'classSourcedId',
    );
  }

  users.push(...(options.extraUsers ?? []));
  enrollments.push(...(options.extraEnrollments ?? []));
  const rowsOf: Record<RosterFile, Row[]> = { orgs, academicSessions: sessions, courses, classes, users, enrollments };
  const files = Object.fromEntries(rosterFiles.map((file) => [file, csvText(fileSpecs[file].columns, rowsOf[file])])) as Record<
    RosterFile,
    string
  >;
  const mtime = new Date(Date.UTC(2026, 0, 1));
  const zip = zipSync(Object.fromEntries(rosterFiles.map((file) => [`${file}.csv`, [new TextEncoder().encode(files[file]), { mtime }]])), {
    level: 6,
  });
  return {
    zip,
    files,
    planted,
    counts: {
      schools: options.schoolNames.length,
      students,
      teachers: options.schoolNames.length * options.teachersPerSchool,
      parents,
      classes: classes.length - planted.filter((p) => p.file === 'classes.csv').length,
      enrollments: enrollments.length - planted.filter((p) => p.file === 'enrollments.csv').length,
    },
  };
}
