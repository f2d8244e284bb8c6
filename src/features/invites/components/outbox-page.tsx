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
import { outboxPageSize, useOutboxMail, useOutboxPage } from '../api/outbox';
import { outboxPageOf } from '../lib/search';

/** The page's own route: its search (and params) typed by its parsers. */
const route = getRouteApi('/$area/_super-admin/outbox');

const header = (
  <PageHeader
    title="Outbox"
    description="Mail the server kept on disk because no SMTP server is configured (SMTP_URL). With SMTP set, mail goes out and this stays empty."
  />
);

/** `/sup-admin/outbox`: the mails, newest first, paged; the one opened shows its text and its link. */
export function OutboxPage({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { data } = useOutboxPage(page);
  const [openId, setOpenId] = useState<string | null>(null);
  if (data.items.length === 0) {
    return (
      <>
        {header}
        <EmptyState
          icon={<Inbox />}
          title={page > 0 ? 'Nothing on this page' : 'No mail yet'}
          description="Invites and other mail show here once sent."
        />
      </>
    );
  }
  return (
    <>
      {header}
      <Layout
        list={
          <>
            <Stack as="ul" aria-label="Mails" gap="2" listStyleType="none" m="0" p="0">
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
                        To {mail.to} · <When at={mail.at} />
                      </Text>
                    </Box>
                  </Button>
                </li>
              ))}
            </Stack>
            <RangePager page={data.page} pageSize={outboxPageSize} total={data.total} onPage={onPage} label="Outbox pages" />
          </>
        }
        mail={openId ? <MailView mailId={openId} /> : <Text color="fg.muted">Choose a mail to read it.</Text>}
      />
    </>
  );
}

function Layout({ list, mail }: { list: ReactNode; mail: ReactNode }) {
  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 3fr)' }} gap="6" alignItems="start">
      <Box minW="0">{list}</Box>
      <Box as="section" aria-label="Mail" minW="0" p="4" borderWidth="1px" borderRadius="l3" bg="bg.panel" aria-live="polite">
        {mail}
      </Box>
    </Grid>
  );
}

/** The first web address in a text (the invite link), to offer as a link. */
const firstLink = (text: string) => /https?:\/\/[^\s<>"]+/.exec(text)?.[0] ?? null;

function MailView({ mailId }: { mailId: string }) {
  const { data: mail, isPending, error, refetch } = useOutboxMail(mailId);
  if (isPending) {
    return (
      <Stack aria-busy="true" aria-label="Loading the mail">
        <Spinner size="sm" />
      </Stack>
    );
  }
  if (error || !mail) return <LoadError error={error} what="the mail" onRetry={() => void refetch()} />;
  const link = firstLink(mail.text);
  return (
    <Stack gap="3">
      <Heading as="h2" size="md" wordBreak="break-word">
        {mail.subject}
      </Heading>
      <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
        From {mail.from} · To {mail.to} · <When at={mail.at} />
      </Text>
      {link && (
        <Link href={link} color="brand.fg" wordBreak="break-all" fontWeight="medium">
          Open the link in this mail
        </Link>
      )}
      <Box as="pre" data-testid="mail-text" whiteSpace="pre-wrap" wordBreak="break-word" fontFamily="mono" fontSize="sm" m="0">
        {mail.text}
      </Box>
    </Stack>
  );
}

export function OutboxPending() {
  return (
    <>
      {header}
      <Layout
        list={
          <Stack gap="2" aria-busy="true" aria-label="Loading the outbox">
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
  return <PageError {...props} header={header} what="the outbox" />;
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
