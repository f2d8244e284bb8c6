import { useDistricts } from '@/src/lib/districts-query';
import { useT } from '@/src/lib/i18n/use-t';
import { SelectField } from './select-field';

/** The district picker of a new school or district admin: every active district (one page of 500, far more than there are). */
export function DistrictPicker({ value, onChange, error }: { value: string; onChange: (id: string) => void; error?: string | undefined }) {
  const t = useT();
  const districts = useDistricts({ pageSize: 500, sort: 'name', status: 'active' }).data.items;
  return (
    <SelectField
      label={t('org.district')}
      value={value}
      onChange={onChange}
      placeholder={t('org.chooseDistrict')}
      options={districts.map((d) => ({ value: d._id, label: d.name }))}
      error={error}
    />
  );
}
