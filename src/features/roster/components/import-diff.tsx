import { Badge, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { RosterImport } from '@/contract/schemas/roster';
import { ChangeSample } from './change-sample';
import { CountsTable } from './counts-table';
import { ErrorsTable } from './errors-table';
import { recordCount, statusBadge, whereLabel } from './labels';

/**
 * What an import would do (a dry run) or did: its counts per file, a sample of the changes and the
 * rows it refused. `headingLevel` keeps the outline right where it is placed (page section, dialog).
 */
export function ImportDiff({ roster, headingLevel = 'h3' }: { roster: RosterImport; headingLevel?: 'h2' | 'h3' }) {
  const status = statusBadge[roster.status];
  return (
    <Stack gap="5">
      <HStack gap="2" wrap="wrap">
        <Badge colorPalette={status.palette}>{status.label}</Badge>
        <Text fontSize="sm" color="fg.muted">
          {whereLabel(roster)} · {recordCount(roster.rows)} read
        </Text>
      </HStack>
      <Stack gap="2">
        <Heading as={headingLevel} size="md">
          Changes per file
        </Heading>
        <CountsTable summary={roster} caption={`Changes per file of ${roster.fileName}`} />
      </Stack>
      <Stack gap="2">
        <Heading as={headingLevel} size="md">
          Sample of the changes
        </Heading>
        <ChangeSample sample={roster.sample} />
      </Stack>
      {roster.errorCount > 0 && (
        <Stack gap="2">
          <Heading as={headingLevel} size="md" color="fg.error">
            Errors
          </Heading>
          <ErrorsTable errors={roster.errors} errorCount={roster.errorCount} fileName={roster.fileName} />
        </Stack>
      )}
    </Stack>
  );
}
