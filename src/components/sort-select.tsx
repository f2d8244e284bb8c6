import { chakra, HStack, NativeSelect, type StackProps } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';
import { useT } from '../lib/i18n/use-t';

interface Props<K extends string> extends Omit<StackProps, 'onChange' | 'children'> {
  sort: K;
  dir: 'asc' | 'desc';
  onChange: (sort: K, dir: 'asc' | 'desc') => void;
  /** The `<option>`s, each valued `sort:dir`. */
  children: ReactNode;
  /** The select's label; "Sort by" in the page's language when left out. */
  label?: string;
}

/** Where a table's column headers cannot all be clicked (a phone), a labelled select chooses the order. */
export function SortSelect<K extends string>({ sort, dir, onChange, children, label, ...rest }: Props<K>) {
  const t = useT();
  const selectId = useId();
  return (
    <HStack gap="2" {...rest}>
      <chakra.label htmlFor={selectId} fontSize="sm" whiteSpace="nowrap">
        {label ?? t('sort.label')}
      </chakra.label>
      <NativeSelect.Root size="sm" flex="1">
        <NativeSelect.Field
          id={selectId}
          value={`${sort}:${dir}`}
          onChange={(event) => {
            const [nextSort, nextDir] = event.currentTarget.value.split(':') as [K, 'asc' | 'desc'];
            onChange(nextSort, nextDir);
          }}
        >
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}
