import { SimpleGrid } from '@chakra-ui/react';
import { FormField } from '@/src/components/form-field';
import { ReadOnlyField } from '@/src/components/read-only-field';
import { NameOptions, SelectInput } from '@/src/components/select-input';
import { useT } from '@/src/lib/i18n/use-t';
import type { TargetOptions } from '../api/target-options';
import type { RosterTarget } from '../api/upload';

/** Where an import goes when the page opens: the first district (whole), or a school admin's school. */
export function defaultTarget(options: TargetOptions): RosterTarget | null {
  if (options.schoolRequired) {
    const school = options.schools[0];
    return school ? { districtId: school._district._id, schoolId: school._id } : null;
  }
  const district = options.districts[0];
  return district ? { districtId: district._id } : null;
}

const wholeDistrict = '';

/** The district (super admin) and the school (optional, but required for a school admin) of the import. */
export function TargetPicker({
  options,
  value,
  onChange,
}: {
  options: TargetOptions;
  value: RosterTarget;
  onChange: (t: RosterTarget) => void;
}) {
  const t = useT();
  const district = options.districts.find((d) => d._id === value.districtId);
  const schools = options.schools.filter((s) => s._district._id === value.districtId);
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      {options.pickDistrict ? (
        <FormField label={t('roster.district')}>
          <SelectInput value={value.districtId} onChange={(event) => onChange({ districtId: event.currentTarget.value })}>
            <NameOptions items={options.districts} />
          </SelectInput>
        </FormField>
      ) : (
        <ReadOnlyField label={t('roster.district')} value={district?.name ?? t('roster.yourDistrict')} />
      )}
      {options.schoolRequired && schools.length <= 1 ? (
        <ReadOnlyField label={t('roster.school')} value={schools[0]?.name ?? t('roster.yourSchool')} />
      ) : (
        <FormField label={t('roster.school')}>
          <SelectInput
            value={value.schoolId ?? wholeDistrict}
            onChange={(event) => {
              const schoolId = event.currentTarget.value;
              onChange(schoolId === wholeDistrict ? { districtId: value.districtId } : { districtId: value.districtId, schoolId });
            }}
          >
            {!options.schoolRequired && <option value={wholeDistrict}>{t('roster.wholeDistrict')}</option>}
            <NameOptions items={schools} />
          </SelectInput>
        </FormField>
      )}
    </SimpleGrid>
  );
}
