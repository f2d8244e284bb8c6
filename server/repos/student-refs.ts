import { gradeSections, schools, students } from '../db/schema';

/**
 * A student as the admin consoles name one (a parent's child, a row of the privacy list): the
 * columns, read from `students` joined to its school and (left) to its grade section, and the
 * wire's fields they make (`childRefSchema`'s, which the privacy row starts with).
 */
export const studentRefColumns = {
  id: students.id,
  firstName: students.firstName,
  lastName: students.lastName,
  studentNumber: students.studentNumber,
  schoolId: schools.id,
  schoolName: schools.name,
  gradeSection: gradeSections.name,
};

export const studentRefOf = (row: {
  id: string;
  firstName: string;
  lastName: string;
  studentNumber: string;
  schoolId: string;
  schoolName: string;
  gradeSection: string | null;
}) => ({
  _id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  studentNumber: row.studentNumber,
  school: { _id: row.schoolId, name: row.schoolName },
  gradeSection: row.gradeSection,
});
