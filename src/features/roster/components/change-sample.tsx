import { Badge, Box, chakra, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { ChevronRight } from 'lucide-react';
import type { RosterChange } from '@/contract/schemas/roster';
import { useT } from '@/src/lib/i18n/use-t';
import { actionLabels, fileName, rosterFileOrder } from './labels';

function FieldChanges({ fields }: { fields: RosterChange['fields'] }) {
  const t = useT();
  if (fields.length === 0) return null;
  const empty = t('roster.sample.empty');
  return (
    <chakra.ul listStyleType="none" fontSize="sm" mt="1" ps="1">
      {fields.map((f) => (
        <li key={f.field}>
          <Text as="span" fontFamily="mono" fontSize="xs">
            {f.field}
          </Text>
          {': '}
          <Text as="span" color="fg.muted" textDecoration={f.from === null ? undefined : 'line-through'}>
            {f.from ?? empty}
          </Text>
          <Text as="span" aria-hidden>
            {' → '}
          </Text>
          <VisuallyHidden>{t('roster.sample.changesTo')}</VisuallyHidden>
          <Text as="span" fontWeight="medium">
            {f.to ?? empty}
          </Text>
        </li>
      ))}
    </chakra.ul>
  );
}

function ChangeItem({ change }: { change: RosterChange }) {
  const t = useT();
  const action = actionLabels[change.action];
  return (
    <Box as="li" py="2" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
      <HStack gap="2" wrap="wrap">
        <Badge colorPalette={action.palette} variant="subtle">
          {t(action.label)}
        </Badge>
        <Text fontWeight="medium" wordBreak="break-word">
          {change.label}
        </Text>
        <Text fontSize="xs" color="fg.muted" fontFamily="mono" wordBreak="break-all">
          {change.sourcedId}
        </Text>
      </HStack>
      <FieldChanges fields={change.fields} />
    </Box>
  );
}

/**
 * The sample of planned changes, one disclosure per file (native `<details>`: keyboard and screen
 * readers know it), each change with its fields from → to.
 */
export function ChangeSample({ sample }: { sample: RosterChange[] }) {
  const t = useT();
  if (sample.length === 0) {
    return <Text color="fg.muted">{t('roster.sample.none')}</Text>;
  }
  const byFile = rosterFileOrder
    .map((file) => ({ file, changes: sample.filter((change) => change.file === file) }))
    .filter((group) => group.changes.length > 0);
  return (
    <Stack gap="2">
      {byFile.map(({ file, changes }) => (
        <chakra.details key={file} borderWidth="1px" borderRadius="l2" css={{ '&[open] > summary svg': { transform: 'rotate(90deg)' } }}>
          <chakra.summary
            cursor="pointer"
            px="3"
            py="2"
            display="flex"
            alignItems="center"
            gap="2"
            listStyleType="none"
            css={{ '&::-webkit-details-marker': { display: 'none' } }}
            _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
          >
            <ChevronRight size={16} aria-hidden style={{ transition: 'transform 0.15s' }} />
            <Text as="span" fontFamily="mono" fontSize="sm">
              {fileName(file)}
            </Text>
            <Text as="span" color="fg.muted" fontSize="sm">
              {t('roster.sample.count', { count: changes.length })}
            </Text>
          </chakra.summary>
          <Box as="ul" listStyleType="none" px="3" pb="2" aria-label={t('roster.sample.of', { file: fileName(file) })}>
            {changes.map((change) => (
              <ChangeItem key={`${change.action}-${change.sourcedId}`} change={change} />
            ))}
          </Box>
        </chakra.details>
      ))}
    </Stack>
  );
}
