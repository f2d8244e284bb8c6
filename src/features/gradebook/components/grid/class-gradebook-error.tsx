import type { ErrorComponentProps } from '@tanstack/react-router';
import { NotFoundState } from '@/src/components/not-found-state';
import { PageError } from '@/src/components/page-error';
import { useT } from '@/src/lib/i18n/use-t';

/** The class route's error component: the failed load with Retry, or the way back for an unknown class. */
export function ClassGradebookError(props: ErrorComponentProps) {
  const t = useT();
  return (
    <PageError
      {...props}
      what={t('gradebook.class.what')}
      notFound={
        <NotFoundState
          title={t('gradebook.class.notFound')}
          description={t('gradebook.class.notFoundHint')}
          back={{ to: '/gradebook' }}
          backLabel={t('gradebook.class.back')}
        />
      }
    />
  );
}
