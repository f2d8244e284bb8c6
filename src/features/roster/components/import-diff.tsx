import { Badge, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { RosterImport } from '@/contract/schemas/roster';
import { useT } from '@/src/lib/i18n/use-t';
import { ChangeSample } from './change-sample';
import { CountsTable } from './counts-table';
import { ErrorsTable } from './errors-table';
import { recordCount, statusBadge, whereLabel } from './labels';

/**
 * What an import would do (a dry run) or did: its counts per file, a sample of the changes and the
 * rows it refused. `headingLevel` keeps the outline right where it is placed (page section, dialog).
 */
export function ImportDiff({ roster, headingLevel = 'h3' }: { roster: RosterImport; headingLevel?: 'h2' | 'h3' }) {
  const t = useT();
  const status = statusBadge[roster.status];
  return (
    <Stack gap="5">
      <HStack gap="2" wrap="wrap">
        <Badge colorPalette={status.palette}>{t(status.label)}</Badge>
        <Text fontSize="sm" color="fg.muted">
          {t('roster.read', { where: whereLabel(roster), records: recordCount(roster.rows) })}
        </Text>
      </HStack>
      <Stack gap="2">
        <Heading as={headingLevel} size="md">
          {t('roster.changesPerFile')}
        </Heading>
        <CountsTable summary={roster} caption={t('roster.changesPerFileOf', { name: roster.fileName })} />
      </Stack>
      <Stack gap="2">
        <Heading as={headingLevel} size="md">
          {t('roster.sample')}
        </Heading>
        <ChangeSample sample={roster.sample} />
      </Stack>
      {roster.errorCount > 0 && (
        <Stack gap="2">
          <Heading as={headingLevel} size="md" color="fg.error">
            {t('roster.errorsHeading')}
          </Heading>
          <ErrorsTable errors={roster.errors} errorCount={roster.errorCount} fileName={roster.fileName} />
        </Stack>
      )}
    </Stack>
  );
}
