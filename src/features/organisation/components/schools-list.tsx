import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { School as SchoolIcon } from 'lucide-react';
import type { School, SchoolSortKey } from '@/contract/schemas/sup-admin';
import { EmptyState } from '@/src/components/empty-state';
import type { AdminArea } from '@/src/lib/admin-area';
import { useSchools } from '@/src/lib/schools-query';
import { listQuery } from '../lib/list-search';
import { type Column, DeactivatedBadge, type ListControls, ListTable } from './list-table';

function schoolColumns(area: AdminArea, showDistrict: boolean): Column<School, SchoolSortKey>[] {
  return [
    {
      label: 'Name',
      sortKey: 'name',
      render: (s) => (
        <Stack gap="0">
          <Text fontWeight="semibold">
            <ChakraLink asChild>
              <Link to="/$area/schools/$schoolId" params={{ area, schoolId: s._id }}>
                {s.name}
              </Link>
            </ChakraLink>
            <DeactivatedBadge when={s.deactivatedAt} />
          </Text>
          <Text fontSize="sm" color="fg.muted" hideFrom="md">
            {[s.city, showDistrict ? s._district.name : null, `${s.studentCount.toLocaleString()} students`].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
      ),
    },
    ...(showDistrict ? [{ label: 'District', sortKey: 'district' as const, wide: true, render: (s: School) => s._district.name }] : []),
    { label: 'City', sortKey: 'city', wide: true, render: (s) => s.city ?? '—' },
    { label: 'Students', sortKey: 'studentCount', wide: true, numeric: true, render: (s) => s.studentCount.toLocaleString() },
    { label: 'Teachers', sortKey: 'teacherCount', wide: true, numeric: true, render: (s) => s.teacherCount.toLocaleString() },
  ];
}

/** A page of schools (optionally of one district), sorted and searched on the server; each name leads to the school's page. */
export function SchoolsList({
  area,
  controls,
  districtId,
}: {
  area: AdminArea;
  controls: ListControls<SchoolSortKey>;
  districtId?: string;
}) {
  const page = useSchools({ ...listQuery(controls.search, 'name'), ...(districtId ? { districtId } : {}) }).data;
  return (
    <ListTable
      label="Schools"
      page={page}
      columns={schoolColumns(area, !districtId)}
      controls={controls}
      empty={<EmptyState icon={<SchoolIcon />} title="No schools yet" description="Schools you create show here." />}
    />
  );
}
