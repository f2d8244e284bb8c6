import { Badge, Button, Card, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Settings, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/src/components/confirm-dialog';
import { InlineAlert } from '@/src/components/inline-alert';
import { QueryBoundary } from '@/src/components/query-boundary';
import { useT } from '@/src/lib/i18n/use-t';
import { useRemoveSsoProvider, useSsoProvider } from '../api/provider';
import { SsoProviderDialog } from './sso-provider-dialog';

/** The provider's state, and its settings and removal. */
function ProviderSummary({ districtId }: { districtId: string }) {
  const t = useT();
  const saved = useSsoProvider(districtId).data.provider;
  const remove = useRemoveSsoProvider(districtId);
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  return (
    <Stack gap="3" align="start">
      {saved ? (
        <>
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="medium">{saved.displayName}</Text>
            <Badge colorPalette={saved.enabled ? 'green' : 'gray'}>{saved.enabled ? t('ssoSettings.on') : t('ssoSettings.off')}</Badge>
            <Badge colorPalette={saved.passwordsAllowed ? 'gray' : 'orange'}>
              {saved.passwordsAllowed ? t('ssoSettings.passwordsAllowed') : t('ssoSettings.ssoOnly')}
            </Badge>
          </HStack>
          <Text fontSize="sm">
            {saved.issuer} · {saved.emailDomains.join(', ')}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {t('ssoSettings.redirectUri')} <code>{saved.redirectUri}</code>
          </Text>
        </>
      ) : (
        <Text>{t('ssoSettings.intro')}</Text>
      )}
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
          <Settings aria-hidden /> {saved ? t('ssoSettings.settings') : t('ssoSettings.setUp')}
        </Button>
        {saved && (
          <Button size="sm" variant="ghost" colorPalette="red" loading={remove.isPending} onClick={() => setRemoving(true)}>
            <Trash2 aria-hidden /> {t('ssoSettings.remove')}
          </Button>
        )}
      </HStack>
      {remove.isError && <InlineAlert title={t('ssoSettings.notRemoved')}>{remove.error.message}</InlineAlert>}
      {editing && <SsoProviderDialog districtId={districtId} saved={saved} onClose={() => setEditing(false)} />}
      <ConfirmDialog
        open={removing}
        title={t('ssoSettings.removeTitle')}
        cancel={{ label: t('ssoSettings.cancel'), onClick: () => setRemoving(false) }}
        confirm={{
          label: t('ssoSettings.remove'),
          onClick: () => {
            setRemoving(false);
            remove.mutate();
          },
        }}
        onDismiss={() => setRemoving(false)}
      >
        {t('ssoSettings.removeText')}
      </ConfirmDialog>
    </Stack>
  );
}

/**
 * A district's single sign-on (README "Single sign-on"): on the super admin's district page and the
 * district admin's `/admin/sso`. Loading shows a skeleton, a failed load an error with Retry.
 */
export function SsoProviderCard({ districtId }: { districtId: string }) {
  const t = useT();
  return (
    <Card.Root as="section" aria-label={t('ssoSettings.title')}>
      <Card.Header>
        <Heading as="h2" size="lg">
          {t('ssoSettings.title')}
        </Heading>
      </Card.Header>
      <Card.Body>
        <QueryBoundary key={districtId} skeleton={<Skeleton height="20" aria-busy="true" />} what={t('ssoSettings.settingsWhat')}>
          <ProviderSummary districtId={districtId} />
        </QueryBoundary>
      </Card.Body>
    </Card.Root>
  );
}
