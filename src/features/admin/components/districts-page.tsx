import { Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { Landmark } from 'lucide-react';
import { CardGridSkeleton } from '@/src/components/card-grid-skeleton';
import { EmptyState } from '@/src/components/empty-state';
import { PageError } from '@/src/components/page-error';
import { PageHeader } from '@/src/components/page-header';
import { Totals } from '@/src/components/totals';
import { useDistricts } from '@/src/lib/districts-query';
import { useSchools } from '@/src/lib/schools-query';
import { SchoolCard } from './school-card';

const header = <PageHeader title="Districts" description="Every district on the platform and its schools." />;

/** The super admin's landing page: every district with its schools. Its route (`src/routes/sup-admin/index.tsx`) has loaded both. */
export function DistrictsPage() {
  const { items: districts, total: districtTotal } = useDistricts().data;
  const { items: schools, total: schoolTotal } = useSchools().data;
  return (
    <>
      {header}
      {districts.length === 0 ? (
        <EmptyState icon={<Landmark />} title="No districts yet" description="Districts you create will show here." />
      ) : (
        <>
          <Totals
            items={[
              { label: 'Districts', value: districtTotal },
              { label: 'Schools', value: schoolTotal },
              { label: 'Students', value: schools.reduce((sum, school) => sum + school.studentCount, 0) },
            ]}
          />
          <Stack gap="6">
            {districts.map((district) => {
              const inDistrict = schools.filter((school) => school._district._id === district._id);
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

/** The route's pending component: the header, and cards in the shape of the districts. */
export function DistrictsPending() {
  return (
    <>
      {header}
      <CardGridSkeleton count={2} height="48" />
    </>
  );
}

/** The route's error component: the header, and the failed load (of either list) with Retry. */
export function DistrictsError(props: ErrorComponentProps) {
  return <PageError {...props} header={header} what="the districts" />;
}
