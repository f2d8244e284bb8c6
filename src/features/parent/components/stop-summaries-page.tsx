import { Heading, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { MailX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { MailPageFrame } from '@/src/components/mail-page-frame';
import { ApiError } from '@/src/lib/api-error';
import { setLocale } from '@/src/lib/i18n/i18n';
import { useT } from '@/src/lib/i18n/use-t';
import { stopFamilySummaries } from '../api/stop-summaries';

/**
 * The token of the link `/family-summary/stop#<token>`: in the fragment, which the browser sends to
 * no server (not in access logs, never in a Referer), and to the API only in a POST body.
 */
function tokenFromAddress(): string {
  return window.location.hash.replace(/^#/, '');
}

type State = { state: 'stopping' } | { state: 'stopped' } | { state: 'refused'; reason: 'noToken' | 'unknown' | 'failed' };

/**
 * `/family-summary/stop`: a weekly summary mail's stop link, signed out. Opening it is the one tap:
 * the page stops the summaries at once, then confirms in the parent's mail language (the server
 * answers it). Opening it again says the same.
 */
export function StopSummariesPage() {
  const t = useT();
  const [token] = useState(tokenFromAddress);
  const [state, setState] = useState<State>(token ? { state: 'stopping' } : { state: 'refused', reason: 'noToken' });

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    stopFamilySummaries(token, controller.signal).then(
      async ({ locale }) => {
        await setLocale(locale);
        if (!controller.signal.aborted) setState({ state: 'stopped' });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ state: 'refused', reason: error instanceof ApiError && error.status === 404 ? 'unknown' : 'failed' });
      },
    );
    return () => controller.abort();
  }, [token]);

  return (
    <MailPageFrame title={t('parent.stop.pageTitle')} mark={<MailX aria-hidden />}>
      {/* Belt and braces: fragments never go into a Referer, and this page sends none at all. */}
      <meta name="referrer" content="no-referrer" />
      {state.state === 'stopping' && (
        <Stack gap="3" aria-busy="true" aria-label={t('parent.stop.working')}>
          <Skeleton height="8" width="70%" />
          <Skeleton height="5" />
        </Stack>
      )}
      {state.state === 'stopped' && (
        <Stack gap="3">
          <Heading as="h1" size="xl">
            {t('parent.stop.done')}
          </Heading>
          <Text>{t('parent.stop.doneHint')}</Text>
          <PortalLink />
        </Stack>
      )}
      {state.state === 'refused' && (
        <Stack gap="3">
          <Heading as="h1" size="xl">
            {t('parent.stop.refused')}
          </Heading>
          <Text>{t(`parent.stop.${state.reason}` as const)}</Text>
          <PortalLink />
        </Stack>
      )}
    </MailPageFrame>
  );
}

function PortalLink() {
  const t = useT();
  return (
    <Link asChild fontWeight="medium" minH="11" display="inline-flex" alignItems="center">
      <RouterLink to="/parent">{t('parent.stop.portal')}</RouterLink>
    </Link>
  );
}
