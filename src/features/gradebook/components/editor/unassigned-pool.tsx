import { Card, Heading, Text } from '@chakra-ui/react';
import type { CatalogueAttribute, TemplateAttribute } from '@/contract/schemas/gradebook';
import type { IssueMap } from '@/src/features/gradebook/lib/issue-map';
import { useT } from '@/src/lib/i18n/use-t';
import { AttributeList } from './attribute-list';

interface Props {
  attributes: readonly TemplateAttribute[];
  catalogue: readonly CatalogueAttribute[];
  issues: IssueMap;
}

/** Attributes kept in the template but placed in no division: not graded until moved into one. */
export function UnassignedPool({ attributes, catalogue, issues }: Props) {
  const t = useT();
  return (
    <Card.Root as="section" aria-labelledby="unassigned-heading" variant="subtle" size="sm">
      <Card.Header>
        <Heading id="unassigned-heading" as="h2" size="md">
          {t('gradebook.pool.heading')}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {t('gradebook.pool.hint')}
        </Text>
      </Card.Header>
      <Card.Body pt="2">
        <AttributeList
          place={null}
          attributes={attributes}
          catalogue={catalogue}
          issues={issues}
          issuePath="unassigned"
          emptyText={t('gradebook.pool.empty')}
        />
      </Card.Body>
    </Card.Root>
  );
}
