import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Landmark } from 'lucide-react';
import type { District, DistrictSortKey } from '@/contract/schemas/sup-admin';
import { EmptyState } from '@/src/components/empty-state';
import { useDistricts } from '@/src/lib/districts-query';
import { listQuery } from '../lib/list-search';
import { type Column, DeactivatedBadge, type ListControls, ListTable } from './list-table';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

const columns: Column<District, DistrictSortKey>[] = [
  {
    label: 'Name',
    sortKey: 'name',
    render: (d) => (
      <Stack gap="0">
        <Text fontWeight="semibold">
          <ChakraLink asChild>
            <Link to="/$area/districts/$districtId" params={{ area: 'sup-admin', districtId: d._id }}>
              {d.name}
            </Link>
          </ChakraLink>
          <DeactivatedBadge when={d.deactivatedAt} />
        </Text>
        <Text fontSize="sm" color="fg.muted" hideFrom="md">
          {d.schoolCount} {d.schoolCount === 1 ? 'school' : 'schools'}
        </Text>
      </Stack>
    ),
  },
  { label: 'Schools', sortKey: 'schoolCount', wide: true, numeric: true, render: (d) => d.schoolCount.toLocaleString() },
  { label: 'Created', sortKey: 'createdAt', wide: true, render: (d) => dateFormat.format(new Date(d.createdAt)) },
];

/** A page of districts, sorted and searched on the server; each name leads to the district's page. */
export function DistrictsList({ controls }: { controls: ListControls<DistrictSortKey> }) {
  const page = useDistricts(listQuery(controls.search, 'name')).data;
  return (
    <ListTable
      label="Districts"
      page={page}
      columns={columns}
      controls={controls}
      empty={<EmptyState icon={<Landmark />} title="No districts yet" description="Districts you create show here." />}
    />
  );
}
