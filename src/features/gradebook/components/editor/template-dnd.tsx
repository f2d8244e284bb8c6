import { Box, HStack } from '@chakra-ui/react';
import { DndContext, type DragEndEvent, DragOverlay, type DragStartEvent, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { GripVertical } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { findAttribute } from '@/src/features/gradebook/stores/template-edits';
import { type Translate, useT } from '@/src/lib/i18n/use-t';
import type { DropTarget } from './attribute-list';
import { useEditorStoreApi } from './editor-store-context';

interface Dragged {
  attributeId: string;
  name: string;
}

const named = (t: Translate, name: unknown) => String(name ?? '').trim() || t('gradebook.drag.theNew');

/**
 * Drag and drop of attributes between divisions and the unassigned pool (pointer and touch). The
 * drop is one `switchAttribute`: one history step. Keyboard users use "Move to…" instead.
 */
export function TemplateDnd({ children }: { children: ReactNode }) {
  const t = useT();
  const store = useEditorStoreApi();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const [dragged, setDragged] = useState<Dragged | null>(null);

  const placeName = (target: DropTarget) =>
    target.place === null
      ? t('gradebook.move.unassigned')
      : (store.getState().template?.gradings.find((d) => d._id === target.place)?.name ?? t('gradebook.drag.aDivision'));

  const onDragStart = ({ active }: DragStartEvent) => setDragged((active.data.current as Dragged | undefined) ?? null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const target = over?.data.current as DropTarget | undefined;
    const { template, switchAttribute } = store.getState();
    if (!target || !template) return;
    const attributeId = String(active.id);
    // Dropped back where it was: not an edit.
    if (findAttribute(template, attributeId)?.divisionId === target.place) return;
    switchAttribute(attributeId, target.place);
  };

  return (
    <DndContext
      sensors={sensors}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) => t('gradebook.drag.start', { name: named(t, active.data.current?.name) }),
          onDragOver: ({ active, over }) =>
            over
              ? t('gradebook.drag.over', { name: named(t, active.data.current?.name), place: placeName(over.data.current as DropTarget) })
              : undefined,
          onDragEnd: ({ active, over }) =>
            over
              ? t('gradebook.drag.moved', { name: named(t, active.data.current?.name), place: placeName(over.data.current as DropTarget) })
              : t('gradebook.drag.dropped', { name: named(t, active.data.current?.name) }),
          onDragCancel: ({ active }) => t('gradebook.drag.cancelled', { name: named(t, active.data.current?.name) }),
        },
      }}
    >
      {children}
      <DragOverlay dropAnimation={null}>
        {dragged && (
          <HStack
            w="max-content"
            bg="bg.panel"
            borderWidth="1px"
            borderColor="colorPalette.solid"
            borderRadius="l2"
            boxShadow="lg"
            px="3"
            py="2"
            cursor="grabbing"
          >
            <GripVertical size={16} aria-hidden />
            <Box fontWeight="medium">{named(t, dragged.name)}</Box>
          </HStack>
        )}
      </DragOverlay>
    </DndContext>
  );
}
