import { Box, Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { RefreshCw } from 'lucide-react';
import type { RosterPullStatus } from '@/contract/schemas/roster-pull';
import { InlineAlert } from '@/src/components/inline-alert';
import { usePullNow, useRosterProvider } from '../api/provider';

const stateText: Record<RosterPullStatus['state'], string> = {
  never: 'Not pulled yet.',
  running: 'A pull is running.',
  succeeded: 'The last pull succeeded.',
  failed: 'The last pull failed.',
};

/**
 * The district's OneRoster REST provider (README, "Connecting a OneRoster REST provider"): the last
 * pull's status and "Sync now". Shown only when a connection is saved; the connection itself is set
 * through the API for now.
 */
export function ProviderSyncCard({ districtId }: { districtId: string }) {
  const provider = useRosterProvider(districtId);
  const pull = usePullNow(districtId);
  const saved = provider.data?.provider;
  if (!saved) return null;
  const { status } = saved;
  return (
    <Card.Root as="section" aria-label="Provider sync">
      <Card.Header>
        <Heading as="h2" size="lg">
          Provider sync
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <Text>
            {saved.baseUrl} ({saved.version}
            {saved.enabled ? ', nightly' : ', on demand'}
            {saved.autoApply ? `, applies by itself up to ${saved.maxDeactivatePercent} % deactivations` : ''})
          </Text>
          <Text role="status">
            {stateText[status.state]}
            {status.message ? ` ${status.message}` : ''}
          </Text>
          <Box>
            <Button
              size="sm"
              variant="outline"
              loading={pull.isPending}
              loadingText="Pulling…"
              disabled={status.state === 'running'}
              onClick={() => pull.mutate()}
            >
              <RefreshCw aria-hidden /> Sync now
            </Button>
          </Box>
          {pull.isError && <InlineAlert title="The pull did not start">{pull.error.message}</InlineAlert>}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
