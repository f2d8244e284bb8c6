/**
 * A student's whole record as a zip (docs/ARCHITECTURE.md, "Student privacy"), for their parent
 * (reach `child`) or an admin (reach `student`). The audit row `student.export` is written first, in
 * the same statement as the reach check and in the same transaction as every read, so the export
 * lists itself in the record-access log and a refused export leaves nothing behind.
 */
import { strToU8, zipSync } from 'fflate';
import type { FileDownload } from '@/contract/schemas/files';
import { writeAuditIf } from '../access/audit';
import { type ObjectKind, reaches } from '../access/reach';
import type { AuthUser } from '../auth/auth-user';
import type { Db } from '../db/client';
import { fileNamePart } from '../lib/file-name';
import {
  accessLines,
  classTimeLines,
  enrollmentLines,
  gradeLines,
  progressLines,
  studentProfile,
  studentTableRows,
} from '../repos/student-export';
import { type ExportData, exportFiles } from './export-files';

/** The zip, or null when the user does not reach the student (unknown alike): the caller answers 404. */
export function exportStudentRecord(
  db: Db,
  user: AuthUser,
  studentId: string,
  kind: Extract<ObjectKind, 'child' | 'student'>,
  now = new Date(),
): Promise<FileDownload | null> {
  // Repeatable read: every file of the archive sees the same moment.
  return db.transaction(
    async (tx) => {
      const entry = { actorId: user.id, action: 'student.export', entity: 'student', entityId: studentId, meta: { role: user.role } };
      if (!(await writeAuditIf(tx, entry, reaches(user, kind, studentId)))) return null;
      const profile = await studentProfile(tx, studentId);
      if (!profile) return null;
      const data: ExportData = {
        profile,
        tables: await studentTableRows(tx, studentId, kind === 'child' ? { kind: 'parent', parentId: user.id } : { kind: 'admin' }),
        enrollments: await enrollmentLines(tx, studentId),
        progress: await progressLines(tx, studentId),
        grades: await gradeLines(tx, studentId),
        classTime: await classTimeLines(tx, studentId),
        access: await accessLines(tx, studentId),
        exportedAt: now,
        exportedBy: { name: user.name, role: user.role },
      };
      const files = Object.fromEntries(exportFiles(data).map(([path, text]) => [path, strToU8(text)]));
      const zip = zipSync(files, { level: 6, mtime: now });
      const { firstName, lastName } = profile.student;
      const day = now.toISOString().slice(0, 10);
      return {
        fileName: `student-record-${fileNamePart(lastName, 'student')}-${fileNamePart(firstName, 'student')}-${day}.zip`,
        contentType: 'application/zip',
        file: Buffer.from(zip).toString('base64'),
      };
    },
    { isolationLevel: 'repeatable read' },
  );
}
