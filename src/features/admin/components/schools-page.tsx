import { SimpleGrid } from '@chakra-ui/react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { School } from 'lucide-react';
import { CardGridSkeleton } from '@/src/components/card-grid-skeleton';
import { EmptyState } from '@/src/components/empty-state';
import { PageError } from '@/src/components/page-error';
import { PageHeader } from '@/src/components/page-header';
import { Totals } from '@/src/components/totals';
import { useSchools } from '@/src/lib/schools-query';
import { SchoolCard } from './school-card';

const header = <PageHeader title="Schools" description="The schools you look after, with their students and teachers." />;

/**
 * Schools in the admin's scope with counts: the landing page of school and district admins (and the
 * super admin's schools page). Its routes (`src/routes/admin/index.tsx`, `src/routes/sup-admin/schools.tsx`)
 * have loaded them.
 */
export function SchoolsPage() {
  const { items: schools, total } = useSchools().data;
  const districts = new Set(schools.map((school) => school._district._id));
  return (
    <>
      {header}
      {schools.length === 0 ? (
        <EmptyState icon={<School />} title="No schools yet" description="Schools in your scope will show here." />
      ) : (
        <>
          <Totals
            items={[
              { label: 'Schools', value: total },
              { label: 'Students', value: schools.reduce((sum, school) => sum + school.studentCount, 0) },
              { label: 'Teachers', value: schools.reduce((sum, school) => sum + school.teacherCount, 0) },
            ]}
          />
          <SimpleGrid as="section" aria-label="Schools" columns={{ base: 1, md: 2, xl: 3 }} gap="4">
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
      {header}
      <CardGridSkeleton count={3} height="32" />
    </>
  );
}

/** The routes' error component: the header, and the failed load with Retry. */
export function SchoolsError(props: ErrorComponentProps) {
  return <PageError {...props} header={header} what="the schools" />;
}
