import { chakra, HStack, NativeSelect, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import type { PersonStatus } from '@/contract/schemas/admin-people';
import { SearchBox } from '@/src/components/search-box';
import { ValueOptions } from '@/src/components/select-input';
import { useT } from '@/src/lib/i18n/use-t';
import { useSchoolOptions } from '../api/school-options';
import type { PeopleListSearch } from '../lib/list-search';

interface Props {
  search: PeopleListSearch;
  onChange: (change: Partial<PeopleListSearch>) => void;
  searchLabel: string;
  /** The students list also filters by grade section (of the chosen school). */
  withSection?: boolean;
  /** Words for the two statuses, e.g. "Active" / "Deactivated". */
  statusLabels?: Record<Exclude<PersonStatus, 'all'>, string>;
}

/** The search box and the school, grade-section and status filters of a people list; each change starts again at page one. */
export function ListToolbar({ search, onChange, searchLabel, withSection, statusLabels }: Props) {
  const t = useT();
  const { data: schools } = useSchoolOptions();
  const school = schools.find((s) => s._id === search.school);
  return (
    <Stack direction={{ base: 'column', md: 'row' }} gap="3" mb="4" align={{ base: 'stretch', md: 'flex-end' }} flexWrap="wrap">
      <SearchBox label={searchLabel} value={search.q ?? ''} maxLength={100} onChange={(q) => onChange({ q: q || undefined })} />
      <HStack gap="3" flexWrap="wrap" align="flex-end">
        {schools.length > 1 && (
          <Filter
            label={t('people.school')}
            value={search.school ?? ''}
            onChange={(value) => onChange({ school: value || undefined, section: undefined })}
            options={[{ value: '', label: t('people.allSchools') }, ...schools.map((s) => ({ value: s._id, label: s.name }))]}
          />
        )}
        {withSection && (school ?? (schools.length === 1 ? schools[0] : undefined)) && (
          <Filter
            label={t('people.gradeSection')}
            value={search.section ?? ''}
            onChange={(value) => onChange({ section: value || undefined })}
            options={[
              { value: '', label: t('people.allSections') },
              ...(school ?? schools[0]!).gradeSections.map((g) => ({ value: g._id, label: g.name })),
            ]}
          />
        )}
        <Filter
          label={t('people.status')}
          value={search.status ?? 'all'}
          onChange={(value) => onChange({ status: value === 'all' ? undefined : (value as PersonStatus) })}
          options={[
            { value: 'all', label: t('people.anyStatus') },
            { value: 'active', label: statusLabels?.active ?? t('people.active') },
            { value: 'deactivated', label: statusLabels?.deactivated ?? t('people.deactivated') },
          ]}
        />
      </HStack>
    </Stack>
  );
}

function Filter({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}) {
  const id = useId();
  return (
    <Stack gap="1" minW="10rem" flex={{ base: '1 1 10rem', md: '0 0 auto' }}>
      <chakra.label htmlFor={id} fontSize="sm" fontWeight="medium">
        {label}
      </chakra.label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field id={id} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          <ValueOptions options={options} />
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Stack>
  );
}
