import { Box, Button, Grid, Heading, Link, Skeleton, Spinner, Stack, Text } from '@chakra-ui/react';
import { type ErrorComponentProps, getRouteApi } from '@tanstack/react-router';
import { Inbox } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { When } from '@/src/components/date-time';
import { EmptyState } from '@/src/components/empty-state';
import { LoadError } from '@/src/components/load-error';
import { PageError } from '@/src/components/page-error';
import { PageHeader } from '@/src/components/page-header';
import { RangePager } from '@/src/components/range-pager';
import { useT } from '@/src/lib/i18n/use-t';
import { outboxPageSize, useOutboxMail, useOutboxPage } from '../api/outbox';
import { outboxPageOf } from '../lib/search';

/** The page's own route: its search (and params) typed by its parsers. */
const route = getRouteApi('/$area/_super-admin/outbox');

function Header() {
  const t = useT();
  return <PageHeader title={t('invites.outbox.title')} description={t('invites.outbox.description')} />;
}

/** `/sup-admin/outbox`: the mails, newest first, paged; the one opened shows its text and its link. */
export function OutboxPage({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const t = useT();
  const { data } = useOutboxPage(page);
  const [openId, setOpenId] = useState<string | null>(null);
  if (data.items.length === 0) {
    return (
      <>
        <Header />
        <EmptyState
          icon={<Inbox />}
          title={t(page > 0 ? 'invites.table.nothingOnPage' : 'invites.outbox.empty')}
          description={t('invites.outbox.emptyHint')}
        />
      </>
    );
  }
  return (
    <>
      <Header />
      <Layout
        list={
          <>
            <Stack as="ul" aria-label={t('invites.outbox.mails')} gap="2" listStyleType="none" m="0" p="0">
              {data.items.map((mail) => (
                <li key={mail._id}>
                  <Button
                    variant={openId === mail._id ? 'subtle' : 'outline'}
                    aria-pressed={openId === mail._id}
                    onClick={() => setOpenId(mail._id)}
                    width="full"
                    height="auto"
                    minH="11"
                    py="2"
                    justifyContent="start"
                    textAlign="start"
                    whiteSpace="normal"
                  >
                    <Box minW="0" wordBreak="break-word">
                      <Text fontWeight="semibold">{mail.subject}</Text>
                      <Text fontSize="sm" color="fg.muted" fontWeight="normal">
                        {t('invites.outbox.to', { to: mail.to })} · <When at={mail.at} />
                      </Text>
                    </Box>
                  </Button>
                </li>
              ))}
            </Stack>
            <RangePager page={data.page} pageSize={outboxPageSize} total={data.total} onPage={onPage} label={t('invites.outbox.pages')} />
          </>
        }
        mail={openId ? <MailView mailId={openId} /> : <Text color="fg.muted">{t('invites.outbox.choose')}</Text>}
      />
    </>
  );
}

function Layout({ list, mail }: { list: ReactNode; mail: ReactNode }) {
  const t = useT();
  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 3fr)' }} gap="6" alignItems="start">
      <Box minW="0">{list}</Box>
      <Box
        as="section"
        aria-label={t('invites.outbox.mail')}
        minW="0"
        p="4"
        borderWidth="1px"
        borderRadius="l3"
        bg="bg.panel"
        aria-live="polite"
      >
        {mail}
      </Box>
    </Grid>
  );
}

/** The first web address in a text (the invite link), to offer as a link. */
const firstLink = (text: string) => /https?:\/\/[^\s<>"]+/.exec(text)?.[0] ?? null;

function MailView({ mailId }: { mailId: string }) {
  const t = useT();
  const { data: mail, isPending, error, refetch } = useOutboxMail(mailId);
  if (isPending) {
    return (
      <Stack aria-busy="true" aria-label={t('invites.outbox.loadingMail')}>
        <Spinner size="sm" />
      </Stack>
    );
  }
  if (error || !mail) return <LoadError error={error} what={t('invites.outbox.mailWhat')} onRetry={() => void refetch()} />;
  const link = firstLink(mail.text);
  return (
    <Stack gap="3">
      <Heading as="h2" size="md" wordBreak="break-word">
        {mail.subject}
      </Heading>
      <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
        {t('invites.outbox.fromTo', { from: mail.from, to: mail.to })} · <When at={mail.at} />
      </Text>
      {link && (
        <Link href={link} color="brand.fg" wordBreak="break-all" fontWeight="medium">
          {t('invites.outbox.openLink')}
        </Link>
      )}
      <Box as="pre" data-testid="mail-text" whiteSpace="pre-wrap" wordBreak="break-word" fontFamily="mono" fontSize="sm" m="0">
        {mail.text}
      </Box>
    </Stack>
  );
}

export function OutboxPending() {
  const t = useT();
  return (
    <>
      <Header />
      <Layout
        list={
          <Stack gap="2" aria-busy="true" aria-label={t('invites.outbox.loading')}>
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} height="14" borderRadius="l2" />
            ))}
          </Stack>
        }
        mail={<Skeleton height="40" />}
      />
    </>
  );
}

export function OutboxError(props: ErrorComponentProps) {
  const t = useT();
  return <PageError {...props} header={<Header />} what={t('invites.outbox.what')} />;
}

export function OutboxRoutePage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <OutboxPage
      page={outboxPageOf(search)}
      onPage={(page) => void navigate({ to: '.', search: page > 0 ? { page } : {}, replace: true, resetScroll: false })}
    />
  );
}
