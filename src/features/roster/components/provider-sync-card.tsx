import { Button, Card, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { RefreshCw, Settings } from 'lucide-react';
import { useState } from 'react';
import type { RosterPullStatus } from '@/contract/schemas/roster-pull';
import { InlineAlert } from '@/src/components/inline-alert';
import type { MessageId } from '@/src/lib/i18n/compiled/ids';
import { useLocale, useT } from '@/src/lib/i18n/use-t';
import { usePullNow, useRosterProvider } from '../api/provider';
import { ProviderDialog } from './provider-dialog';

const stateText: Record<RosterPullStatus['state'], MessageId> = {
  never: 'roster.provider.state.never',
  running: 'roster.provider.state.running',
  succeeded: 'roster.provider.state.succeeded',
  failed: 'roster.provider.state.failed',
};

const timeOf = (locale: string, iso: string) => new Date(iso).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });

/**
 * The district's OneRoster REST provider (README, "Connecting a OneRoster REST provider"): its
 * connection (set in `ProviderDialog`), the last pull's status and "Sync now". Without a
 * connection, an offer to connect one.
 */
export function ProviderSyncCard({ districtId }: { districtId: string }) {
  const t = useT();
  const locale = useLocale();
  const provider = useRosterProvider(districtId);
  const pull = usePullNow(districtId);
  const [editing, setEditing] = useState(false);
  if (!provider.isSuccess) return null;
  const saved = provider.data.provider;
  const dialog = editing && <ProviderDialog districtId={districtId} saved={saved} onClose={() => setEditing(false)} />;
  return (
    <Card.Root as="section" aria-label={t('roster.provider.title')}>
      <Card.Header>
        <Heading as="h2" size="lg">
          {t('roster.provider.title')}
        </Heading>
      </Card.Header>
      <Card.Body>
        {saved ? (
          <Stack gap="3">
            <Text>
              {saved.baseUrl} ({saved.version}
              {saved.enabled ? t('roster.provider.nightly') : t('roster.provider.onDemand')}
              {saved.autoApply ? t('roster.provider.autoApply', { percent: saved.maxDeactivatePercent }) : ''})
            </Text>
            <HStack role="status" gap="2">
              {saved.status.state === 'running' && <Spinner size="sm" aria-hidden />}
              <Text>
                {t(stateText[saved.status.state])}
                {saved.status.state === 'running' && saved.status.startedAt
                  ? ` ${t('roster.provider.started', { time: timeOf(locale, saved.status.startedAt) })}`
                  : ''}
                {saved.status.message ? ` ${saved.status.message}` : ''}
              </Text>
            </HStack>
            <HStack gap="2" wrap="wrap">
              <Button
                size="sm"
                variant="outline"
                loading={pull.isPending || saved.status.state === 'running'}
                loadingText={t('roster.provider.pulling')}
                onClick={() => pull.mutate()}
              >
                <RefreshCw aria-hidden /> {t('roster.provider.syncNow')}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
                <Settings aria-hidden /> {t('roster.provider.settings')}
              </Button>
            </HStack>
            {pull.isError && <InlineAlert title={t('roster.provider.notStarted')}>{pull.error.message}</InlineAlert>}
          </Stack>
        ) : (
          <Stack gap="3" align="start">
            <Text>{t('roster.provider.intro')}</Text>
            <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
              {t('roster.provider.connect')}
            </Button>
          </Stack>
        )}
        {dialog}
      </Card.Body>
    </Card.Root>
  );
}
