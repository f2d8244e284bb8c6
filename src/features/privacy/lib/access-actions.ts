/**
 * The audit log's actions (`server/access/audit.ts` callers) in words a school admin reads without
 * a glossary. An action not listed here is shown from its own name ("student.export" → "Student
 * export"), so a new kind of read is never hidden.
 */
const actionWords: Record<string, string> = {
  'student.read': 'Opened the student profile',
  'student.progress.read': 'Viewed course progress',
  'student.activity_performance.read': 'Viewed activity results',
  'student.lab_performance.read': 'Viewed lab results',
  'student.quiz_performance.read': 'Viewed quiz results',
  'student.export': 'Downloaded the whole record',
  'student.delete.request': 'Scheduled the record for deletion',
  'student.delete.cancel': 'Cancelled the deletion',
  'student.deletion.request': 'Scheduled the record for deletion',
  'student.deletion.cancel': 'Cancelled the deletion',
  'course_instance.roster.read': 'Viewed a class list that includes the student',
  'grade_section.students.read': 'Viewed the grade section list',
  'gradebook.class.read': "Viewed the class gradebook with the student's grades",
  'gradebook.score.save': 'Entered or changed a grade',
  'gradebook.score.clear': 'Removed a grade',
  'roster.import.apply': 'Updated the record from a roster import',
};

export function describeAction(action: string) {
  const known = actionWords[action];
  if (known) return known;
  const words = action.replace(/[._-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Unknown action';
}
