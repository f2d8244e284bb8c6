import { NativeSelect } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { SchoolRef } from '@/contract/schemas/user';
import { useT } from '@/src/lib/i18n/use-t';
import { setSchoolId, useSchoolId } from '@/src/lib/school-id';

/**
 * For users with several schools. Writes `schoolId`; school-scoped queries carry the id in their
 * keys, so the new school's data loads fresh. The old school's cached rows are dropped so that
 * nothing of it can show while the new data arrives.
 */
export function SchoolSwitcher({ schools }: { schools: SchoolRef[] }) {
  const t = useT();
  const schoolId = useSchoolId();
  const queryClient = useQueryClient();
  if (schools.length < 2) return null;
  return (
    <NativeSelect.Root size="sm" width={{ base: '170px', sm: '240px' }} minW="0">
      <NativeSelect.Field
        aria-label={t('school.label')}
        value={schoolId ?? ''}
        onChange={(event) => {
          const previous = schoolId;
          setSchoolId(event.currentTarget.value);
          if (previous) queryClient.removeQueries({ queryKey: ['school', previous] });
        }}
      >
        {schools.map((school) => (
          <option key={school._id} value={school._id}>
            {school.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
