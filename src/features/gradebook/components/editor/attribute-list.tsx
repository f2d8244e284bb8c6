import { Button, Stack, Text } from '@chakra-ui/react';
import { useDroppable } from '@dnd-kit/core';
import { Plus } from 'lucide-react';
import type { CatalogueAttribute, TemplateAttribute } from '@/contract/schemas/gradebook';
import { attributeIssues, type IssueMap } from '@/src/features/gradebook/lib/issue-map';
import type { Place } from '@/src/features/gradebook/stores/template-edits';
import { useT } from '@/src/lib/i18n/use-t';
import { AttributeRow } from './attribute-row';
import { useEditor } from './editor-store-context';
import { useRequestFocus } from './focus-requests';

/** Drop-target data: where an attribute dropped here goes. */
export interface DropTarget {
  place: Place;
}

/** The droppable id of a place (a division or the pool). */
export const dropId = (place: Place) => (place === null ? 'place:unassigned' : `place:${place}`);

interface Props {
  place: Place;
  attributes: readonly TemplateAttribute[];
  catalogue: readonly CatalogueAttribute[];
  issues: IssueMap;
  /** Path of this list in the template, for its issues: `gradings.0.attributes` or `unassigned`. */
  issuePath: string;
  emptyText: string;
}

/** The attributes of a division or of the pool: a drop target, the rows, and "Add attribute". */
export function AttributeList({ place, attributes, catalogue, issues, issuePath, emptyText }: Props) {
  const t = useT();
  const addAttribute = useEditor((s) => s.addAttribute);
  const requestFocus = useRequestFocus();
  const { setNodeRef, isOver } = useDroppable({ id: dropId(place), data: { place } satisfies DropTarget });

  return (
    <Stack
      ref={setNodeRef}
      gap="2"
      p="2"
      borderRadius="l2"
      borderWidth="2px"
      borderStyle="dashed"
      borderColor={isOver ? 'colorPalette.solid' : 'transparent'}
      bg={isOver ? 'colorPalette.subtle' : undefined}
      transition="background 120ms, border-color 120ms"
    >
      {attributes.length === 0 && (
        <Text color="fg.muted" fontSize="sm" py="2" textAlign="center">
          {emptyText}
        </Text>
      )}
      {attributes.map((attribute, index) => (
        <AttributeRow
          key={attribute._id}
          attribute={attribute}
          place={place}
          catalogue={catalogue}
          issues={attributeIssues(issues, `${issuePath}.${index}`)}
        />
      ))}
      <Button
        alignSelf="flex-start"
        size="sm"
        variant="ghost"
        onClick={() => {
          const id = addAttribute(place);
          if (id) requestFocus(`attribute:${id}`);
        }}
      >
        <Plus aria-hidden /> {t('gradebook.attribute.add')}
      </Button>
    </Stack>
  );
}
