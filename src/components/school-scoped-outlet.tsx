import { Outlet } from '@tanstack/react-router';
import { useSchoolId } from '@/src/lib/school-id';

/**
 * The pages of a group whose screens show one school's data (the teacher's), keyed by the selected
 * school. A school switch changes the pages' query keys; mounting the page afresh makes its route
 * show the pending component (the page skeleton) while the other school's data loads. Without the
 * key, Suspense would only hide the old school's page, and it would stay in the document.
 */
export function SchoolScopedOutlet() {
  const schoolId = useSchoolId();
  return <Outlet key={schoolId ?? 'none'} />;
}
