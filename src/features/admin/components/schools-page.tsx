import { SimpleGrid } from '@chakra-ui/react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { School } from 'lucide-react';
import { CardGridSkeleton } from '@/src/components/card-grid-skeleton';
import { EmptyState } from '@/src/components/empty-state';
import { PageError } from '@/src/components/page-error';
import { PageHeader } from '@/src/components/page-header';
import { Totals } from '@/src/components/totals';
import { useT } from '@/src/lib/i18n/use-t';
import { useSchools } from '@/src/lib/schools-query';
import { SchoolCard } from './school-card';

function Header() {
  const t = useT();
  return <PageHeader title={t('admin.schools.title')} description={t('admin.schools.description')} />;
}

/**
 * Schools in the admin's scope with counts: the landing page of school and district admins (and the
 * super admin's schools page). Its routes (`src/routes/admin/index.tsx`, `src/routes/sup-admin/schools.tsx`)
 * have loaded them.
 */
export function SchoolsPage() {
  const t = useT();
  const { items: schools, total } = useSchools().data;
  const districts = new Set(schools.map((school) => school._district._id));
  return (
    <>
      <Header />
      {schools.length === 0 ? (
        <EmptyState icon={<School />} title={t('admin.schools.empty')} description={t('admin.schools.emptyHint')} />
      ) : (
        <>
          <Totals
            items={[
              { label: t('admin.count.schools'), value: total },
              { label: t('admin.count.students'), value: schools.reduce((sum, school) => sum + school.studentCount, 0) },
              { label: t('admin.count.teachers'), value: schools.reduce((sum, school) => sum + school.teacherCount, 0) },
            ]}
          />
          <SimpleGrid as="section" aria-label={t('admin.schools.title')} columns={{ base: 1, md: 2, xl: 3 }} gap="4">
            {schools.map((school) => (
              <SchoolCard key={school._id} school={school} showDistrict={districts.size > 1} />
            ))}
          </SimpleGrid>
        </>
      )}
    </>
  );
}

/** The routes' pending component: the header, and cards in the shape of the schools. */
export function SchoolsPending() {
  return (
    <>
      <Header />
      <CardGridSkeleton count={3} height="32" />
    </>
  );
}

/** The routes' error component: the header, and the failed load with Retry. */
export function SchoolsError(props: ErrorComponentProps) {
  const t = useT();
  return <PageError {...props} header={<Header />} what={t('admin.schools.what')} />;
}
