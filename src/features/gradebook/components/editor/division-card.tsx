import { Box, Card, Flex, IconButton, Text } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { useRef } from 'react';
import type { CatalogueAttribute, Division } from '@/contract/schemas/gradebook';
import type { IssueMap } from '@/src/features/gradebook/lib/issue-map';
import { useT } from '@/src/lib/i18n/use-t';
import { AttributeList } from './attribute-list';
import { CommitInput } from './commit-input';
import { useEditor } from './editor-store-context';
import { useFocusWhenRequested } from './focus-requests';

interface Props {
  division: Division;
  index: number;
  catalogue: readonly CatalogueAttribute[];
  issues: IssueMap;
}

/** A division: a region named "<name> division", with its name, optional weight, and attributes. */
export function DivisionCard({ division, index, catalogue, issues }: Props) {
  const t = useT();
  const renameDivision = useEditor((s) => s.renameDivision);
  const setDivisionWeight = useEditor((s) => s.setDivisionWeight);
  const deleteDivision = useEditor((s) => s.deleteDivision);
  const nameRef = useRef<HTMLInputElement>(null);
  useFocusWhenRequested(`division:${division._id}`, nameRef, true);
  const title = division.name.trim() || t('gradebook.division.untitled');
  const nameIssue = issues.get(`gradings.${index}.name`);
  const weightIssue = issues.get(`gradings.${index}.weight`);

  return (
    <Card.Root as="section" aria-label={t('gradebook.division.region', { name: title })} variant="outline" size="sm">
      <Card.Header>
        <Flex gap="3" align="flex-start" wrap="wrap">
          <Box flex="1 1 220px">
            <CommitInput
              ref={nameRef}
              aria-label={t('gradebook.division.name')}
              placeholder={t('gradebook.division.name')}
              fontWeight="semibold"
              value={division.name}
              onCommit={(name) => renameDivision(division._id, name)}
              aria-invalid={nameIssue ? true : undefined}
            />
            {nameIssue && (
              <Text color="fg.error" fontSize="sm" mt="1">
                {nameIssue}
              </Text>
            )}
          </Box>
          <Flex align="center" gap="2">
            <CommitInput
              aria-label={t('gradebook.division.weightOf', { name: title })}
              placeholder={t('gradebook.division.weight')}
              type="number"
              inputMode="decimal"
              min={0}
              max={100}
              step="any"
              w="96px"
              value={division.weight === null ? '' : String(division.weight)}
              isValid={(text) => text.trim() === '' || (Number(text) >= 0 && Number(text) <= 100)}
              onCommit={(text) => setDivisionWeight(division._id, text.trim() === '' ? null : Number(text))}
              aria-invalid={weightIssue ? true : undefined}
            />
            <Text color="fg.muted" aria-hidden>
              %
            </Text>
            <IconButton
              aria-label={t('gradebook.division.delete', { name: title })}
              variant="ghost"
              colorPalette="red"
              onClick={() => deleteDivision(division._id)}
            >
              <Trash2 aria-hidden />
            </IconButton>
          </Flex>
        </Flex>
      </Card.Header>
      <Card.Body pt="2">
        <AttributeList
          place={division._id}
          attributes={division.attributes}
          catalogue={catalogue}
          issues={issues}
          issuePath={`gradings.${index}.attributes`}
          emptyText={t('gradebook.division.empty')}
        />
      </Card.Body>
    </Card.Root>
  );
}
