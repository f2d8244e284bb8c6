import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { School as SchoolIcon } from 'lucide-react';
import type { School, SchoolSortKey } from '@/contract/schemas/sup-admin';
import { EmptyState } from '@/src/components/empty-state';
import type { AdminArea } from '@/src/lib/admin-area';
import { type Translate, useLocale, useT } from '@/src/lib/i18n/use-t';
import { useSchools } from '@/src/lib/schools-query';
import { listQuery } from '../lib/list-search';
import { type Column, DeactivatedBadge, type ListControls, ListTable } from './list-table';

function schoolColumns(t: Translate, locale: string, area: AdminArea, showDistrict: boolean): Column<School, SchoolSortKey>[] {
  return [
    {
      label: t('org.col.name'),
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
            {[s.city, showDistrict ? s._district.name : null, t('org.schools.studentCount', { count: s.studentCount })]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
      ),
    },
    ...(showDistrict
      ? [{ label: t('org.col.district'), sortKey: 'district' as const, wide: true, render: (s: School) => s._district.name }]
      : []),
    { label: t('org.col.city'), sortKey: 'city', wide: true, render: (s) => s.city ?? '—' },
    {
      label: t('org.col.students'),
      sortKey: 'studentCount',
      wide: true,
      numeric: true,
      render: (s) => s.studentCount.toLocaleString(locale),
    },
    {
      label: t('org.col.teachers'),
      sortKey: 'teacherCount',
      wide: true,
      numeric: true,
      render: (s) => s.teacherCount.toLocaleString(locale),
    },
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
  const t = useT();
  const locale = useLocale();
  const page = useSchools({ ...listQuery(controls.search, 'name'), ...(districtId ? { districtId } : {}) }).data;
  return (
    <ListTable
      label={t('org.schools.title')}
      page={page}
      columns={schoolColumns(t, locale, area, !districtId)}
      controls={controls}
      empty={<EmptyState icon={<SchoolIcon />} title={t('org.schools.empty')} description={t('org.schools.emptyHint')} />}
    />
  );
}
