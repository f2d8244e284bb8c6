import { i18n } from '@/src/lib/i18n/i18n';

/**
 * The audit log's actions (`server/access/audit.ts` callers) in words a school admin reads without
 * a glossary. An action not listed here is shown from its own name ("student.export" → "Student
 * export"), so a new kind of read is never hidden.
 * Those with words of their own have a message `privacy.action.<action>`; two old names share the
 * words of the new.
 */
const known = new Set([
  'student.read',
  'student.progress.read',
  'student.activity_performance.read',
  'student.lab_performance.read',
  'student.quiz_performance.read',
  'student.export',
  'student.delete.request',
  'student.delete.cancel',
  'course_instance.roster.read',
  'grade_section.students.read',
  'gradebook.class.read',
  'gradebook.score.save',
  'gradebook.score.clear',
  'roster.import.apply',
]);
const aliases: Record<string, string> = {
  'student.deletion.request': 'student.delete.request',
  'student.deletion.cancel': 'student.delete.cancel',
};

export function describeAction(action: string) {
  const name = aliases[action] ?? action;
  if (known.has(name)) return i18n._(`privacy.action.${name}`);
  const words = action.replace(/[._-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : i18n._('privacy.access.unknown');
}
