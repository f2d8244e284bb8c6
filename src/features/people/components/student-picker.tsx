import { Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PrivacyStudent } from '@/contract/schemas/privacy';
import { SearchBox } from '@/src/components/search-box';
import { useT } from '@/src/lib/i18n/use-t';
import { studentsQueryOptions } from '../api/students';

/** Matches shown at once: enough to pick from, few enough for a phone. */
const pickerPageSize = 8;

interface Props {
  /** Already chosen or linked: shown as such, not offered again. */
  excluded: string[];
  onPick: (student: PrivacyStudent) => void;
  /** The action's word on each match, e.g. "Add" or "Link". */
  action: string;
  disabled?: boolean;
}

const describe = (s: PrivacyStudent) => [s.studentNumber, s.school.name, s.gradeSection].filter(Boolean).join(' · ');

/**
 * Finds a student the admin reaches by name or student number (searched on the server) and offers
 * each match with one button: the way a parent is linked to a child, never an id typed in.
 */
export function StudentPicker({ excluded, onPick, action, disabled }: Props) {
  const t = useT();
  const [q, setQ] = useState('');
  const matches = useQuery({
    ...studentsQueryOptions({ q, pageSize: pickerPageSize, status: 'active' }),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
  return (
    <Stack gap="3">
      <SearchBox label={t('people.picker.search')} value={q} maxLength={100} onChange={setQ} />
      {q.length > 0 && (
        <Stack as="ul" aria-label={t('people.picker.matches')} aria-busy={matches.isFetching} gap="2" listStyleType="none" m="0" p="0">
          {matches.isPending ? (
            [0, 1, 2].map((i) => <Skeleton as="li" key={i} height="12" borderRadius="l2" />)
          ) : matches.isError ? (
            <Text as="li" color="fg.error">
              {t('people.picker.failed')}
            </Text>
          ) : matches.data.items.length === 0 ? (
            <Text as="li" color="fg.muted">
              {t('people.picker.noMatch', { q })}
            </Text>
          ) : (
            matches.data.items.map((s) => {
              const taken = excluded.includes(s._id);
              return (
                <HStack as="li" key={s._id} justify="space-between" gap="3" p="2" borderWidth="1px" borderRadius="l2">
                  <Stack gap="0" minW="0">
                    <Text fontWeight="medium">
                      {s.firstName} {s.lastName}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      {describe(s)}
                    </Text>
                  </Stack>
                  <Button
                    size="sm"
                    variant="outline"
                    minH="11"
                    disabled={taken || disabled}
                    aria-label={t('people.picker.actionName', { action, name: `${s.firstName} ${s.lastName}` })}
                    onClick={() => onPick(s)}
                  >
                    {taken ? t('people.picker.chosen') : action}
                  </Button>
                </HStack>
              );
            })
          )}
        </Stack>
      )}
    </Stack>
  );
}
