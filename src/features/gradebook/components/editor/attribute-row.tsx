import { Box, Flex, IconButton, NativeSelect, Text } from '@chakra-ui/react';
import { useDraggable } from '@dnd-kit/core';
import { GripVertical, Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import type { AttributeType, CatalogueAttribute, TemplateAttribute } from '@/contract/schemas/gradebook';
import type { Place } from '@/src/features/gradebook/stores/template-edits';
import type { MessageId } from '@/src/lib/i18n/compiled/ids';
import { useT } from '@/src/lib/i18n/use-t';
import { CommitInput } from './commit-input';
import { useEditor } from './editor-store-context';
import { useFocusWhenRequested } from './focus-requests';
import { MoveToMenu } from './move-to-menu';

/** The attribute types' names (message ids). */
const typeLabels: Record<AttributeType, MessageId> = {
  points: 'gradebook.type.points',
  percent: 'gradebook.type.percent',
  complete: 'gradebook.type.complete',
};

interface Props {
  attribute: TemplateAttribute;
  place: Place;
  catalogue: readonly CatalogueAttribute[];
  /** The save rules' messages for this attribute's fields. */
  issues: readonly string[];
}

/** One attribute, edited in place: name, max score, type, source; moved by drag or "Move to…"; deleted. */
export function AttributeRow({ attribute, place, catalogue, issues }: Props) {
  const t = useT();
  const changeAttribute = useEditor((s) => s.changeAttribute);
  const deleteAttribute = useEditor((s) => s.deleteAttribute);
  const nameRef = useRef<HTMLInputElement>(null);
  useFocusWhenRequested(`attribute:${attribute._id}`, nameRef);
  const issuesId = useId();
  const {
    setNodeRef,
    listeners,
    attributes: dragAttributes,
    isDragging,
  } = useDraggable({
    id: attribute._id,
    data: { attributeId: attribute._id, name: attribute.name },
  });
  const label = attribute.name.trim() || t('gradebook.attribute.new');
  const described = issues.length > 0 ? { 'aria-describedby': issuesId, 'aria-invalid': true } : {};

  return (
    <Box
      ref={setNodeRef}
      role="group"
      aria-label={t('gradebook.attribute.group', { name: label })}
      data-attribute-id={attribute._id}
      opacity={isDragging ? 0.4 : 1}
      borderWidth="1px"
      borderColor={issues.length > 0 ? 'border.error' : 'border'}
      borderRadius="l2"
      bg="bg"
      p="2"
    >
      <Flex gap="2" align="center" wrap="wrap">
        <IconButton
          {...dragAttributes}
          {...listeners}
          // "Move to…" is the keyboard way; the handle is for pointers only.
          tabIndex={-1}
          aria-label={t('gradebook.attribute.drag', { name: label })}
          variant="ghost"
          size="sm"
          cursor="grab"
          touchAction="none"
        >
          <GripVertical aria-hidden />
        </IconButton>
        <CommitInput
          ref={nameRef}
          aria-label={t('gradebook.attribute.name')}
          placeholder={t('gradebook.attribute.namePlaceholder')}
          size="sm"
          flex="1 1 200px"
          minW="140px"
          value={attribute.name}
          onCommit={(name) => changeAttribute(attribute._id, { name })}
          {...described}
        />
        <CommitInput
          aria-label={t('gradebook.attribute.maxScore')}
          placeholder={t('gradebook.attribute.max')}
          type="number"
          inputMode="decimal"
          min={0}
          max={10000}
          step="any"
          size="sm"
          flex="0 0 84px"
          value={attribute.maxScore === null ? '' : String(attribute.maxScore)}
          isValid={(text) => text.trim() === '' || (Number(text) >= 0 && Number(text) <= 10_000)}
          onCommit={(text) => changeAttribute(attribute._id, { maxScore: text.trim() === '' ? null : Number(text) })}
          {...described}
        />
        <NativeSelect.Root size="sm" flex="1 1 140px" maxW="190px">
          <NativeSelect.Field
            aria-label={t('gradebook.attribute.type')}
            value={attribute.type ?? ''}
            onChange={(event) => changeAttribute(attribute._id, { type: (event.target.value || null) as AttributeType | null })}
            {...described}
          >
            <option value="">{t('gradebook.attribute.typeChoose')}</option>
            {Object.entries(typeLabels).map(([value, text]) => (
              <option key={value} value={value}>
                {t(text)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root size="sm" flex="1 1 160px" maxW="220px">
          <NativeSelect.Field
            aria-label={t('gradebook.attribute.source')}
            value={attribute._attribute?._id ?? ''}
            onChange={(event) =>
              changeAttribute(attribute._id, { _attribute: catalogue.find((c) => c._id === event.target.value) ?? null })
            }
            {...described}
          >
            <option value="">{t('gradebook.attribute.sourceChoose')}</option>
            {catalogue.map((entry) => (
              <option key={entry._id} value={entry._id}>
                {entry.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Flex gap="1" ms="auto" flex="0 0 auto">
          <MoveToMenu attributeId={attribute._id} attributeName={attribute.name} from={place} />
          <IconButton
            aria-label={t('gradebook.attribute.delete', { name: label })}
            variant="ghost"
            size="sm"
            colorPalette="red"
            onClick={() => deleteAttribute(attribute._id)}
          >
            <Trash2 aria-hidden />
          </IconButton>
        </Flex>
      </Flex>
      {issues.length > 0 && (
        <Text id={issuesId} color="fg.error" fontSize="sm" mt="1" ps="10">
          {issues.join(' · ')}
        </Text>
      )}
    </Box>
  );
}
