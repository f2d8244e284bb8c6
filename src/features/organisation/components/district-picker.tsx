import { useDistricts } from '@/src/lib/districts-query';
import { SelectField } from './select-field';

/** The district picker of a new school or district admin: every active district (one page of 500, far more than there are). */
export function DistrictPicker({ value, onChange, error }: { value: string; onChange: (id: string) => void; error?: string | undefined }) {
  const districts = useDistricts({ pageSize: 500, sort: 'name', status: 'active' }).data.items;
  return (
    <SelectField
      label="District"
      value={value}
      onChange={onChange}
      placeholder="Choose a district"
      options={districts.map((d) => ({ value: d._id, label: d.name }))}
      error={error}
    />
  );
}
