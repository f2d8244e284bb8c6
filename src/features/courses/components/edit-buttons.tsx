import { IconButton } from '@chakra-ui/react';
import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';
import { useT } from '@/src/lib/i18n/use-t';

interface Props {
  /** What the buttons act on, as their accessible names say it (`Move Unit 2: Fractions up`). */
  label: string;
  first: boolean;
  last: boolean;
  /** A move on its way: both move buttons wait for it. */
  moving: boolean;
  onMove: (direction: 'up' | 'down') => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** A catalogue entry's (unit's or content item's) edit row: move up, move down, edit, delete. */
export function EditButtons({ label, first, last, moving, onMove, onEdit, onDelete }: Props) {
  const t = useT();
  return (
    <>
      <IconButton
        size="sm"
        variant="ghost"
        aria-label={t('courses.edit.up', { label })}
        disabled={first || moving}
        onClick={() => onMove('up')}
      >
        <ArrowUp />
      </IconButton>
      <IconButton
        size="sm"
        variant="ghost"
        aria-label={t('courses.edit.down', { label })}
        disabled={last || moving}
        onClick={() => onMove('down')}
      >
        <ArrowDown />
      </IconButton>
      <IconButton size="sm" variant="ghost" aria-label={t('courses.edit.edit', { label })} onClick={onEdit}>
        <Pencil />
      </IconButton>
      <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={t('courses.edit.delete', { label })} onClick={onDelete}>
        <Trash2 />
      </IconButton>
    </>
  );
}
