import type { QueryClient } from '@tanstack/react-query';
import { privacyPolicyQueryOptions } from './policy';
import { recordAccessQueryOptions } from './record-access';
import { privacyStudentsQueryOptions } from './students';

/**
 * The student list routes' loader: the page of students. The policy panel loads on its own (its
 * own boundary), so a slow policy never holds the list.
 */
export async function loadPrivacyStudents(queryClient: QueryClient, search: string, page: number) {
  void queryClient.prefetchQuery(privacyPolicyQueryOptions());
  await queryClient.ensureQueryData(privacyStudentsQueryOptions({ search, page }));
}

/** The record routes' loader: the student with a page of their access log, and the policy (the delete dialog states its grace period). */
export async function loadStudentRecord(queryClient: QueryClient, studentId: string, page: number) {
  await Promise.all([
    queryClient.ensureQueryData(recordAccessQueryOptions(studentId, page)),
    queryClient.ensureQueryData(privacyPolicyQueryOptions()),
  ]);
}
