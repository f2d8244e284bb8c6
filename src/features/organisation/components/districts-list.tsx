import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Landmark } from 'lucide-react';
import type { District, DistrictSortKey } from '@/contract/schemas/sup-admin';
import { EmptyState } from '@/src/components/empty-state';
import { useDistricts } from '@/src/lib/districts-query';
import { type Translate, useLocale, useT } from '@/src/lib/i18n/use-t';
import { listQuery } from '../lib/list-search';
import { type Column, DeactivatedBadge, type ListControls, ListTable } from './list-table';

const districtColumns = (t: Translate, locale: string): Column<District, DistrictSortKey>[] => [
  {
    label: t('org.col.name'),
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
          {t('org.districts.schoolCount', { count: d.schoolCount })}
        </Text>
      </Stack>
    ),
  },
  { label: t('org.col.schools'), sortKey: 'schoolCount', wide: true, numeric: true, render: (d) => d.schoolCount.toLocaleString(locale) },
  {
    label: t('org.col.created'),
    sortKey: 'createdAt',
    wide: true,
    render: (d) => new Date(d.createdAt).toLocaleDateString(locale, { dateStyle: 'medium' }),
  },
];

/** A page of districts, sorted and searched on the server; each name leads to the district's page. */
export function DistrictsList({ controls }: { controls: ListControls<DistrictSortKey> }) {
  const t = useT();
  const locale = useLocale();
  const page = useDistricts(listQuery(controls.search, 'name')).data;
  return (
    <ListTable
      label={t('org.districts.title')}
      page={page}
      columns={districtColumns(t, locale)}
      controls={controls}
      empty={<EmptyState icon={<Landmark />} title={t('org.districts.empty')} description={t('org.districts.emptyHint')} />}
    />
  );
}
