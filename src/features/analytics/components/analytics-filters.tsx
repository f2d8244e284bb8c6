import { Button, HStack, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import type { Role } from '@/contract/http';
import type { AnalyticsScopes } from '@/contract/schemas/analytics';
import { FormField } from '@/src/components/form-field';
import { ReadOnlyField } from '@/src/components/read-only-field';
import { NameOptions, SelectInput } from '@/src/components/select-input';
import { type Translate, useT } from '@/src/lib/i18n/use-t';
import { type AnalyticsFilter, rangeErrors, weeksBack } from '../lib/range';

const everyOne = '';
const presets = [4, 12, 52];

/**
 * The scope (district for the super admin, school for anyone with more than one) and the dates.
 * The form keeps its own draft and hands over a checked filter on Show, so a half-typed date never
 * reaches the server; the page puts the filter in the address.
 */
export function AnalyticsFilters({
  role,
  scopes,
  value,
  onChange,
}: {
  role: Role;
  scopes: AnalyticsScopes;
  value: AnalyticsFilter;
  onChange: (filter: AnalyticsFilter) => void;
}) {
  const t = useT();
  const [draft, setDraft] = useState(value);
  const errors = rangeErrors(draft.from, draft.to);
  const [showErrors, setShowErrors] = useState(false);
  const schools = scopes.schools.filter((s) => !draft.districtId || s.districtId === draft.districtId);
  const pickDistrict = role === 'super-admin' && scopes.districts.length > 1;
  const set = (patch: Partial<AnalyticsFilter>) => setDraft((d) => withoutEmpty({ ...d, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (!errors) onChange(draft);
  };
  return (
    <Stack
      as="form"
      aria-label={t('analytics.filters')}
      onSubmit={submit}
      gap="4"
      mb="6"
      p="4"
      borderWidth="1px"
      borderRadius="l2"
      bg="bg.panel"
    >
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4" alignItems="start">
        {pickDistrict ? (
          <FormField label={t('analytics.district')}>
            <SelectInput
              value={draft.districtId ?? everyOne}
              onChange={(e) => set({ districtId: e.currentTarget.value, schoolId: undefined })}
            >
              <option value={everyOne}>{t('analytics.allDistricts')}</option>
              <NameOptions items={scopes.districts} />
            </SelectInput>
          </FormField>
        ) : (
          <ReadOnlyField
            label={role === 'school-admin' ? t('analytics.scope') : t('analytics.district')}
            value={scopeName(t, role, scopes)}
          />
        )}
        {schools.length > 1 ? (
          <FormField label={t('analytics.school')}>
            <SelectInput value={draft.schoolId ?? everyOne} onChange={(e) => set({ schoolId: e.currentTarget.value })}>
              <option value={everyOne}>
                {draft.districtId || role === 'district-admin' ? t('analytics.everySchoolOfDistrict') : t('analytics.allSchools')}
              </option>
              <NameOptions items={schools} />
            </SelectInput>
          </FormField>
        ) : (
          <ReadOnlyField label={t('analytics.school')} value={schools[0]?.name ?? t('analytics.noSchool')} />
        )}
        <FormField label={t('analytics.from')} error={showErrors ? errors?.from : undefined}>
          <Input type="date" value={draft.from} min="2000-01-01" max="2099-12-31" onChange={(e) => set({ from: e.currentTarget.value })} />
        </FormField>
        <FormField label={t('analytics.to')} error={showErrors ? errors?.to : undefined}>
          <Input type="date" value={draft.to} min="2000-01-01" max="2099-12-31" onChange={(e) => set({ to: e.currentTarget.value })} />
        </FormField>
      </SimpleGrid>
      <HStack gap="2" wrap="wrap" justify="space-between">
        <HStack gap="2" wrap="wrap" role="group" aria-label={t('analytics.quickRanges')}>
          {presets.map((weeks) => (
            <Button key={weeks} type="button" size="sm" variant="ghost" minH="9" onClick={() => set(weeksBack(weeks))}>
              {t('analytics.lastWeeks', { weeks })}
            </Button>
          ))}
        </HStack>
        <Button type="submit" colorPalette="brand" minH="10">
          {t('analytics.show')}
        </Button>
      </HStack>
    </Stack>
  );
}

function scopeName(t: Translate, role: Role, scopes: AnalyticsScopes): string {
  if (role === 'super-admin') return scopes.districts[0]?.name ?? t('analytics.platform');
  if (role === 'district-admin') return scopes.districts[0]?.name ?? t('analytics.yourDistrict');
  return scopes.schools.length > 1 ? t('analytics.yourSchools') : t('analytics.yourSchool');
}

function withoutEmpty(filter: AnalyticsFilter): AnalyticsFilter {
  const { districtId, schoolId, ...range } = filter;
  return { ...range, ...(districtId ? { districtId } : {}), ...(schoolId ? { schoolId } : {}) };
}
