import type { ErrorComponentProps } from '@tanstack/react-router';
import { NotFoundState } from '@/src/components/not-found-state';
import { PageError } from '@/src/components/page-error';

/** The class route's error component: the failed load with Retry, or the way back for an unknown class. */
export function ClassGradebookError(props: ErrorComponentProps) {
  return (
    <PageError
      {...props}
      what="this class's gradebook"
      notFound={<NotFoundState what="class" back={{ to: '/gradebook' }} backLabel="Back to the gradebook" />}
    />
  );
}
