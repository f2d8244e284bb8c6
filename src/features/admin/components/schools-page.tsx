import { SimpleGrid } from '@chakra-ui/react';
import { School } from 'lucide-react';
import { CardGridSkeleton } from '@/src/components/card-grid-skeleton';
import { EmptyState } from '@/src/components/empty-state';
import { LoadError } from '@/src/components/load-error';
import { PageHeader } from '@/src/components/page-header';
import { Totals } from '@/src/components/totals';
import { useSchools } from '../api/schools';
import { SchoolCard } from './school-card';

/** Schools in the admin's scope with counts: the landing page of school and district admins. */
export function SchoolsPage() {
  const schools = useSchools();
  const districts = new Set(schools.data?.map((school) => school._district._id));
  return (
    <>
      <PageHeader title="Schools" description="The schools you look after, with their students and teachers." />
      {schools.isPending ? (
        <CardGridSkeleton count={3} height="32" />
      ) : schools.isError ? (
        <LoadError error={schools.error} what="the schools" onRetry={() => void schools.refetch()} />
      ) : schools.data.length === 0 ? (
        <EmptyState icon={<School />} title="No schools yet" description="Schools in your scope will show here." />
      ) : (
        <>
          <Totals
            items={[
              { label: 'Schools', value: schools.data.length },
              { label: 'Students', value: schools.data.reduce((sum, school) => sum + school.studentCount, 0) },
              { label: 'Teachers', value: schools.data.reduce((sum, school) => sum + school.teacherCount, 0) },
            ]}
          />
          <SimpleGrid as="section" aria-label="Schools" columns={{ base: 1, md: 2, xl: 3 }} gap="4">
            {schools.data.map((school) => (
              <SchoolCard key={school._id} school={school} showDistrict={districts.size > 1} />
            ))}
          </SimpleGrid>
        </>
      )}
    </>
  );
}
