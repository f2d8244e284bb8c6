import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways on a phone. The scrolling box takes the keyboard focus (a named
 * region), so it can be scrolled without a pointer (axe: scrollable-region-focusable).
 */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l2" tabIndex={0} role="region" aria-label={label}>
      {children}
    </Table.ScrollArea>
  );
}
