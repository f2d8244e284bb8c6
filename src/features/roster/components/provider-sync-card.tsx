import { Button, Card, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { RefreshCw, Settings } from 'lucide-react';
import { useState } from 'react';
import type { RosterPullStatus } from '@/contract/schemas/roster-pull';
import { InlineAlert } from '@/src/components/inline-alert';
import { usePullNow, useRosterProvider } from '../api/provider';
import { ProviderDialog } from './provider-dialog';

const stateText: Record<RosterPullStatus['state'], string> = {
  never: 'Not pulled yet.',
  running: 'A pull is running: this card follows it to its end.',
  succeeded: 'The last pull succeeded.',
  failed: 'The last pull failed.',
};

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/**
 * The district's OneRoster REST provider (README, "Connecting a OneRoster REST provider"): its
 * connection (set in `ProviderDialog`), the last pull's status and "Sync now". Without a
 * connection, an offer to connect one.
 */
export function ProviderSyncCard({ districtId }: { districtId: string }) {
  const provider = useRosterProvider(districtId);
  const pull = usePullNow(districtId);
  const [editing, setEditing] = useState(false);
  if (!provider.isSuccess) return null;
  const saved = provider.data.provider;
  const dialog = editing && <ProviderDialog districtId={districtId} saved={saved} onClose={() => setEditing(false)} />;
  return (
    <Card.Root as="section" aria-label="Provider sync">
      <Card.Header>
        <Heading as="h2" size="lg">
          Provider sync
        </Heading>
      </Card.Header>
      <Card.Body>
        {saved ? (
          <Stack gap="3">
            <Text>
              {saved.baseUrl} ({saved.version}
              {saved.enabled ? ', nightly' : ', on demand'}
              {saved.autoApply ? `, applies by itself up to ${saved.maxDeactivatePercent} % deactivations` : ''})
            </Text>
            <HStack role="status" gap="2">
              {saved.status.state === 'running' && <Spinner size="sm" aria-hidden />}
              <Text>
                {stateText[saved.status.state]}
                {saved.status.state === 'running' && saved.status.startedAt ? ` Started ${timeOf(saved.status.startedAt)}.` : ''}
                {saved.status.message ? ` ${saved.status.message}` : ''}
              </Text>
            </HStack>
            <HStack gap="2" wrap="wrap">
              <Button
                size="sm"
                variant="outline"
                loading={pull.isPending || saved.status.state === 'running'}
                loadingText="Pulling…"
                onClick={() => pull.mutate()}
              >
                <RefreshCw aria-hidden /> Sync now
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
                <Settings aria-hidden /> Connection settings
              </Button>
            </HStack>
            {pull.isError && <InlineAlert title="The pull did not start">{pull.error.message}</InlineAlert>}
          </Stack>
        ) : (
          <Stack gap="3" align="start">
            <Text>Pull the roster from the student information system's OneRoster REST API instead of uploading zips.</Text>
            <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
              Connect a provider
            </Button>
          </Stack>
        )}
        {dialog}
      </Card.Body>
    </Card.Root>
  );
}
