import { Button, Menu, Portal } from '@chakra-ui/react';
import { ArrowRightLeft } from 'lucide-react';
import { useRef } from 'react';
import type { Place } from '@/src/features/gradebook/stores/template-edits';
import { useT } from '@/src/lib/i18n/use-t';
import { useEditor } from './editor-store-context';
import { useFocusWhenRequested, useRequestFocus } from './focus-requests';

const UNASSIGNED_VALUE = '\u0000unassigned';

/**
 * The keyboard way to move an attribute (drag and drop is the pointer way): a menu of the other
 * divisions and the unassigned pool. Focus follows the attribute to its new place.
 */
export function MoveToMenu({ attributeId, attributeName, from }: { attributeId: string; attributeName: string; from: Place }) {
  const t = useT();
  const divisions = useEditor((s) => s.template?.gradings);
  const switchAttribute = useEditor((s) => s.switchAttribute);
  const requestFocus = useRequestFocus();
  const trigger = useRef<HTMLButtonElement>(null);
  useFocusWhenRequested(`move:${attributeId}`, trigger);

  const targets = [
    ...(divisions ?? [])
      .filter((d) => d._id !== from)
      .map((d) => ({ value: d._id, label: d.name.trim() || t('gradebook.division.untitledDivision') })),
    ...(from === null ? [] : [{ value: UNASSIGNED_VALUE, label: t('gradebook.move.unassigned') }]),
  ];

  return (
    <Menu.Root
      onSelect={({ value }) => {
        requestFocus(`move:${attributeId}`);
        switchAttribute(attributeId, value === UNASSIGNED_VALUE ? null : value);
      }}
    >
      <Menu.Trigger asChild>
        <Button
          ref={trigger}
          size="sm"
          variant="ghost"
          aria-label={t('gradebook.move.label', { name: attributeName || t('gradebook.move.attribute') })}
          disabled={targets.length === 0}
        >
          <ArrowRightLeft aria-hidden /> {t('gradebook.move.button')}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {targets.map((target) => (
              <Menu.Item key={target.value} value={target.value}>
                {target.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
