import { Button, Flex, HStack, Kbd, Text } from '@chakra-ui/react';
import { CircleSlash, Eraser, UserX } from 'lucide-react';
import type { GradebookStudent } from '@/contract/schemas/gradebook';
import type { DataColumn } from './grid-columns';
import { attributeDetail } from './grid-header';

interface Props {
  student: GradebookStudent | undefined;
  column: DataColumn | 'name' | 'total' | undefined;
  divisionName: string | undefined;
  onMark: (state: 'missing' | 'excused' | 'clear') => void;
}

/**
 * Says which cell is active and offers its states as buttons (the mouse way to what `m`, `x` and
 * Delete do from the keyboard), plus the keys of the grid.
 */
export function ActiveCellBar({ student, column, divisionName, onMark }: Props) {
  const editable = typeof column === 'object' && column.kind === 'attribute' && column.attribute.manual;
  let where = 'Student';
  if (column === 'total') where = 'Total';
  else if (typeof column === 'object')
    where =
      column.kind === 'division' ? `${divisionName ?? 'Division'} %` : `${column.attribute.name} (${attributeDetail(column.attribute)})`;
  return (
    <Flex gap="3" align="center" wrap="wrap" minH="10">
      <Text fontSize="sm" aria-live="polite" flex="1 1 260px" truncate>
        {student ? (
          <>
            <Text as="span" fontWeight="semibold">
              {student.lastName}, {student.firstName}
            </Text>{' '}
            · {where}
            {typeof column === 'object' && column.kind === 'attribute' && !column.attribute.manual && ' · computed from progress'}
          </>
        ) : (
          'No student selected'
        )}
      </Text>
      <HStack gap="2">
        <Button size="xs" variant="outline" disabled={!editable} onClick={() => onMark('missing')}>
          <UserX aria-hidden /> Missing
        </Button>
        <Button size="xs" variant="outline" disabled={!editable} onClick={() => onMark('excused')}>
          <CircleSlash aria-hidden /> Excused
        </Button>
        <Button size="xs" variant="outline" disabled={!editable} onClick={() => onMark('clear')}>
          <Eraser aria-hidden /> Not graded
        </Button>
      </HStack>
      <Text fontSize="xs" color="fg.muted" w="full">
        Type a score, <Kbd size="sm">m</Kbd> missing, <Kbd size="sm">x</Kbd> excused, <Kbd size="sm">Delete</Kbd> not graded.{' '}
        <Kbd size="sm">Enter</Kbd> edits and saves, <Kbd size="sm">Esc</Kbd> cancels, arrows and <Kbd size="sm">Tab</Kbd> move.
      </Text>
    </Flex>
  );
}
