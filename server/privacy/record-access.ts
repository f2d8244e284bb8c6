/**
 * Who read a student's record (docs/ARCHITECTURE.md §11): a page of the record's audit rows, with
 * the student. Reading it is itself a read of the record, audited with the reach check by the
 * endpoint's declared `auditedRead` before this runs.
 */
import type { PageRequest } from '@/contract/http';
import type { Db } from '../db/client';
import { found } from '../lib/refusal';
import { privacyStudent, recordAccessPage } from '../repos/privacy-students';

export async function studentRecordAccess(db: Db, studentId: string, request: PageRequest) {
  const student = found(await privacyStudent(db, studentId), 'Student not found');
  return { ...(await recordAccessPage(db, studentId, request)), student };
}
