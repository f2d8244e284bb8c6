import { Button, HStack, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { TextInput } from '@/src/components/text-input';

/** A search box that commits what is typed after a short pause (and at once on Enter). */
export function TriageSearch({ value, onChange, label }: { value: string; onChange: (value: string) => void; label: string }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onChange(text.trim()), 400);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <TextInput
      type="search"
      aria-label={label}
      placeholder={label}
      value={text}
      maxLength={200}
      maxW={{ base: 'full', md: '80' }}
      onChange={(event) => setText(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onChange(text.trim());
      }}
    />
  );
}

/** "21–40 of 57" with previous and next page. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  if (total <= pageSize && page === 0) return null;
  const first = page * pageSize + 1;
  const last = Math.min(total, (page + 1) * pageSize);
  return (
    <HStack as="nav" aria-label="Pages" justify="space-between" mt="4">
      <Button variant="outline" size="sm" disabled={page === 0} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden /> Previous
      </Button>
      <Text fontSize="sm" color="fg.muted">
        {total === 0 ? 'None' : `${first}–${last} of ${total}`}
      </Text>
      <Button variant="outline" size="sm" disabled={last >= total} onClick={() => onPage(page + 1)}>
        Next <ChevronRight aria-hidden />
      </Button>
    </HStack>
  );
}

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A timestamp for the triage screens, with the exact time in `dateTime`. */
export function When({ at }: { at: string }) {
  return <time dateTime={at}>{dateTime.format(new Date(at))}</time>;
}
