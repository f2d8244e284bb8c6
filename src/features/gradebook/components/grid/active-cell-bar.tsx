import { Button, Flex, HStack, Kbd, Text } from '@chakra-ui/react';
import { CircleSlash, Eraser, UserX } from 'lucide-react';
import type { GradebookStudent } from '@/contract/schemas/gradebook';
import { useT } from '@/src/lib/i18n/use-t';
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
  const t = useT();
  const editable = typeof column === 'object' && column.kind === 'attribute' && column.attribute.manual;
  let where = t('gradebook.bar.student');
  if (column === 'total') where = t('gradebook.bar.total');
  else if (typeof column === 'object')
    where =
      column.kind === 'division'
        ? t('gradebook.bar.divisionPercent', { name: divisionName ?? t('gradebook.bar.division') })
        : t('gradebook.bar.attribute', { name: column.attribute.name, detail: attributeDetail(column.attribute) });
  return (
    <Flex gap="3" align="center" wrap="wrap" minH="10">
      <Text fontSize="sm" aria-live="polite" flex="1 1 260px" truncate>
        {student ? (
          <>
            <Text as="span" fontWeight="semibold">
              {student.lastName}, {student.firstName}
            </Text>{' '}
            · {where}
            {typeof column === 'object' && column.kind === 'attribute' && !column.attribute.manual && t('gradebook.bar.computed')}
          </>
        ) : (
          t('gradebook.bar.noStudent')
        )}
      </Text>
      <HStack gap="2">
        <Button size="xs" variant="outline" disabled={!editable} onClick={() => onMark('missing')}>
          <UserX aria-hidden /> {t('gradebook.cell.missing')}
        </Button>
        <Button size="xs" variant="outline" disabled={!editable} onClick={() => onMark('excused')}>
          <CircleSlash aria-hidden /> {t('gradebook.cell.excused')}
        </Button>
        <Button size="xs" variant="outline" disabled={!editable} onClick={() => onMark('clear')}>
          <Eraser aria-hidden /> {t('gradebook.cell.notGraded')}
        </Button>
      </HStack>
      <Text fontSize="xs" color="fg.muted" w="full">
        {t('gradebook.keys.typeScore')} <Kbd size="sm">m</Kbd> {t('gradebook.keys.missing')} <Kbd size="sm">x</Kbd>{' '}
        {t('gradebook.keys.excused')} <Kbd size="sm">{t('gradebook.keys.delete')}</Kbd> {t('gradebook.keys.notGraded')}{' '}
        <Kbd size="sm">Enter</Kbd> {t('gradebook.keys.edit')} <Kbd size="sm">Esc</Kbd> {t('gradebook.keys.cancel')}{' '}
        {t('gradebook.keys.arrows')} <Kbd size="sm">Tab</Kbd> {t('gradebook.keys.move')}
      </Text>
    </Flex>
  );
}
