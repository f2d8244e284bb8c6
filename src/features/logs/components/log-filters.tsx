import { Button, chakra, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { X } from 'lucide-react';
import { type ReactElement, useEffect, useId, useState } from 'react';
import { SearchBox } from '@/src/components/search-box';
import { TextInput } from '@/src/components/text-input';
import type { MessageId } from '@/src/lib/i18n/compiled/ids';
import { useT } from '@/src/lib/i18n/use-t';
import type { LogsSearch, LogTab } from '../lib/search';
import { outcomeLabels } from './sign-in-table';

/** The record kinds people filter by (the audit log's `entity`), in words. */
const recordKinds: [string, MessageId][] = [
  ['student', 'logs.kind.student'],
  ['school', 'logs.kind.school'],
  ['district', 'logs.kind.district'],
  ['course_instance', 'logs.kind.class'],
  ['grade_section', 'logs.kind.gradeSection'],
  ['user', 'logs.kind.account'],
  ['announcement', 'logs.kind.announcement'],
  ['roster_import', 'logs.kind.rosterImport'],
  ['gradebook_template', 'logs.kind.gradebookTemplate'],
  ['audit-log', 'logs.kind.auditExport'],
  ['sign-ins', 'logs.kind.signInExport'],
];

function Labelled({ label, children }: { label: string; children: (id: string) => ReactElement }) {
  const id = useId();
  return (
    <Stack gap="1" minW="0">
      <chakra.label htmlFor={id} fontSize="sm" fontWeight="medium">
        {label}
      </chakra.label>
      {children(id)}
    </Stack>
  );
}

/** A text filter that commits on Enter or when the field is left (not on every key: each commit is a request). */
function CommitInput({
  id,
  value,
  onCommit,
  placeholder,
}: {
  id: string;
  value: string;
  onCommit: (v: string) => void;
  placeholder: string;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const commit = () => {
    if (text.trim() !== value) onCommit(text.trim());
  };
  return (
    <TextInput
      id={id}
      value={text}
      maxLength={100}
      placeholder={placeholder}
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
    />
  );
}

function Select({ id, value, onChange, children }: { id: string; value: string; onChange: (v: string) => void; children: ReactElement[] }) {
  return (
    <NativeSelect.Root size="md">
      <NativeSelect.Field id={id} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        {children}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** The filters of the open tab; each change goes to the address (and back to the first page). */
export function LogFilters({
  tab,
  search,
  onChange,
}: {
  tab: LogTab;
  search: LogsSearch;
  onChange: (change: Partial<LogsSearch>) => void;
}) {
  const t = useT();
  const set = (key: keyof LogsSearch) => (value: string) => onChange({ [key]: value || undefined });
  const day = (key: 'from' | 'to') => (value: string) => onChange({ [key]: dayPattern.test(value) ? value : undefined });
  const filtered = Boolean(search.q || search.entity || search.record || search.action || search.outcome || search.from || search.to);
  return (
    <Stack gap="3" mb="4" role="search" aria-label={t('logs.filter.label')}>
      <SearchBox label={t('logs.filter.search')} value={search.q ?? ''} maxLength={100} onChange={set('q')} />
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
        {tab === 'audit' ? (
          <>
            <Labelled label={t('logs.filter.kind')}>
              {(id) => (
                <Select id={id} value={search.entity ?? ''} onChange={set('entity')}>
                  {[
                    <option key="" value="">
                      {t('logs.filter.anyRecord')}
                    </option>,
                    ...recordKinds.map(([value, label]) => (
                      <option key={value} value={value}>
                        {t(label)}
                      </option>
                    )),
                  ]}
                </Select>
              )}
            </Labelled>
            <Labelled label={t('logs.filter.recordId')}>
              {(id) => (
                <CommitInput id={id} value={search.record ?? ''} onCommit={set('record')} placeholder={t('logs.filter.recordIdHint')} />
              )}
            </Labelled>
            <Labelled label={t('logs.filter.action')}>
              {(id) => (
                <CommitInput id={id} value={search.action ?? ''} onCommit={set('action')} placeholder={t('logs.filter.actionHint')} />
              )}
            </Labelled>
          </>
        ) : (
          <Labelled label={t('logs.filter.outcome')}>
            {(id) => (
              <Select id={id} value={search.outcome ?? ''} onChange={set('outcome')}>
                {[
                  <option key="" value="">
                    {t('logs.filter.anyOutcome')}
                  </option>,
                  ...Object.entries(outcomeLabels).map(([value, label]) => (
                    <option key={value} value={value}>
                      {t(label)}
                    </option>
                  )),
                ]}
              </Select>
            )}
          </Labelled>
        )}
        <Labelled label={t('logs.filter.from')}>
          {(id) => (
            <TextInput id={id} type="date" value={search.from ?? ''} max={search.to} onChange={(e) => day('from')(e.currentTarget.value)} />
          )}
        </Labelled>
        <Labelled label={t('logs.filter.to')}>
          {(id) => (
            <TextInput id={id} type="date" value={search.to ?? ''} min={search.from} onChange={(e) => day('to')(e.currentTarget.value)} />
          )}
        </Labelled>
      </SimpleGrid>
      {filtered && (
        <Button
          alignSelf="start"
          variant="ghost"
          size="sm"
          onClick={() =>
            onChange({
              q: undefined,
              entity: undefined,
              record: undefined,
              action: undefined,
              outcome: undefined,
              from: undefined,
              to: undefined,
            })
          }
        >
          <X aria-hidden /> {t('logs.filter.clear')}
        </Button>
      )}
    </Stack>
  );
}
