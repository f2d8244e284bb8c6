import { Badge, Button, Card, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Settings, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/src/components/confirm-dialog';
import { InlineAlert } from '@/src/components/inline-alert';
import { QueryBoundary } from '@/src/components/query-boundary';
import { useRemoveSsoProvider, useSsoProvider } from '../api/provider';
import { SsoProviderDialog } from './sso-provider-dialog';

/** The provider's state, and its settings and removal. */
function ProviderSummary({ districtId }: { districtId: string }) {
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
            <Badge colorPalette={saved.enabled ? 'green' : 'gray'}>{saved.enabled ? 'On' : 'Off'}</Badge>
            <Badge colorPalette={saved.passwordsAllowed ? 'gray' : 'orange'}>
              {saved.passwordsAllowed ? 'Passwords allowed' : 'Single sign-on only'}
            </Badge>
          </HStack>
          <Text fontSize="sm">
            {saved.issuer} · {saved.emailDomains.join(', ')}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            Redirect URI: <code>{saved.redirectUri}</code>
          </Text>
        </>
      ) : (
        <Text>Let the district’s staff and parents sign in with the school’s Google, Microsoft or other OpenID Connect account.</Text>
      )}
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
          <Settings aria-hidden /> {saved ? 'Single sign-on settings' : 'Set up single sign-on'}
        </Button>
        {saved && (
          <Button size="sm" variant="ghost" colorPalette="red" loading={remove.isPending} onClick={() => setRemoving(true)}>
            <Trash2 aria-hidden /> Remove
          </Button>
        )}
      </HStack>
      {remove.isError && <InlineAlert title="The provider was not removed">{remove.error.message}</InlineAlert>}
      {editing && <SsoProviderDialog districtId={districtId} saved={saved} onClose={() => setEditing(false)} />}
      <ConfirmDialog
        open={removing}
        title="Remove single sign-on?"
        cancel={{ label: 'Cancel', onClick: () => setRemoving(false) }}
        confirm={{
          label: 'Remove',
          onClick: () => {
            setRemoving(false);
            remove.mutate();
          },
        }}
        onDismiss={() => setRemoving(false)}
      >
        The district’s people will sign in with passwords again; accounts without one need an invite. The settings and the secret are
        deleted.
      </ConfirmDialog>
    </Stack>
  );
}

/**
 * A district's single sign-on (README "Single sign-on"): on the super admin's district page and the
 * district admin's `/admin/sso`. Loading shows a skeleton, a failed load an error with Retry.
 */
export function SsoProviderCard({ districtId }: { districtId: string }) {
  return (
    <Card.Root as="section" aria-label="Single sign-on">
      <Card.Header>
        <Heading as="h2" size="lg">
          Single sign-on
        </Heading>
      </Card.Header>
      <Card.Body>
        <QueryBoundary key={districtId} skeleton={<Skeleton height="20" aria-busy="true" />} what="the single sign-on settings">
          <ProviderSummary districtId={districtId} />
        </QueryBoundary>
      </Card.Body>
    </Card.Root>
  );
}
