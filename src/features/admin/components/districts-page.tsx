import { Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Landmark } from 'lucide-react';
import { CardGridSkeleton } from '@/src/components/card-grid-skeleton';
import { EmptyState } from '@/src/components/empty-state';
import { LoadError } from '@/src/components/load-error';
import { PageHeader } from '@/src/components/page-header';
import { Totals } from '@/src/components/totals';
import { useDistricts } from '../api/districts';
import { useSchools } from '../api/schools';
import { SchoolCard } from './school-card';

/** The super admin's landing page: every district with its schools. */
export function DistrictsPage() {
  const districts = useDistricts();
  const schools = useSchools();
  const failed = districts.isError ? districts : schools.isError ? schools : null;
  return (
    <>
      <PageHeader title="Districts" description="Every district on the platform and its schools." />
      {districts.isPending || schools.isPending ? (
        <CardGridSkeleton count={2} height="48" />
      ) : failed ? (
        <LoadError
          error={failed.error}
          what="the districts"
          onRetry={() => {
            if (districts.isError) void districts.refetch();
            if (schools.isError) void schools.refetch();
          }}
        />
      ) : districts.data?.length === 0 ? (
        <EmptyState icon={<Landmark />} title="No districts yet" description="Districts you create will show here." />
      ) : (
        <>
          <Totals
            items={[
              { label: 'Districts', value: districts.data?.length ?? 0 },
              { label: 'Schools', value: schools.data?.length ?? 0 },
              { label: 'Students', value: (schools.data ?? []).reduce((sum, school) => sum + school.studentCount, 0) },
            ]}
          />
          <Stack gap="6">
            {districts.data?.map((district) => {
              const inDistrict = (schools.data ?? []).filter((school) => school._district._id === district._id);
              return (
                <Card.Root as="section" key={district._id} aria-labelledby={`district-${district._id}`} variant="subtle">
                  <Card.Body gap="4">
                    <Stack gap="0">
                      <Heading as="h2" size="lg" id={`district-${district._id}`}>
                        {district.name}
                      </Heading>
                      <Text fontSize="sm" color="fg.muted">
                        {inDistrict.length} {inDistrict.length === 1 ? 'school' : 'schools'}
                      </Text>
                    </Stack>
                    {inDistrict.length === 0 ? (
                      <Text color="fg.muted">No schools in this district yet.</Text>
                    ) : (
                      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
                        {inDistrict.map((school) => (
                          <SchoolCard key={school._id} school={school} showDistrict={false} />
                        ))}
                      </SimpleGrid>
                    )}
                  </Card.Body>
                </Card.Root>
              );
            })}
          </Stack>
        </>
      )}
    </>
  );
}
