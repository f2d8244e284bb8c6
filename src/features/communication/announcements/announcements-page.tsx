import { Badge, Button, Card, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { type ErrorComponentProps, getRouteApi } from '@tanstack/react-router';
import { Megaphone, Pencil, Plus, Undo2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { AdminAnnouncement, AnnouncementStatus } from '@/contract/schemas/announcements';
import { ConfirmDialog } from '@/src/components/confirm-dialog';
import { EmptyState } from '@/src/components/empty-state';
import { PageError } from '@/src/components/page-error';
import { PageHeader } from '@/src/components/page-header';
import { RangePager } from '@/src/components/range-pager';
import type { MessageId } from '@/src/lib/i18n/compiled/ids';
import { i18n } from '@/src/lib/i18n/i18n';
import { useT } from '@/src/lib/i18n/use-t';
import { showSnackbar } from '@/src/lib/snackbar';
import { announcementsPageSize, useAdminAnnouncements, useWithdrawAnnouncement } from './api/admin-announcements';
import { plainAnnouncement } from './plain-text';
import { severityTone } from './severity';
import { severityNames } from './severity-labels';

/** The page's own route: its search (and params) typed by its parsers. */
const route = getRouteApi('/$area/announcements');

/** The form (dialog, selects, the Markdown preview) loads when it is opened: the list shows without it. */
const AnnouncementFormDialog = lazy(() => import('./announcement-form').then((m) => ({ default: m.AnnouncementFormDialog })));

const statusBadge: Record<AnnouncementStatus, { label: MessageId; palette: string }> = {
  scheduled: { label: 'communication.status.scheduled', palette: 'purple' },
  running: { label: 'communication.status.running', palette: 'green' },
  ended: { label: 'communication.status.ended', palette: 'gray' },
  withdrawn: { label: 'communication.status.withdrawn', palette: 'red' },
};

/** A time in the active language (the card renders again on a switch: it translates with `useT()`). */
const when = (iso: string) => new Date(iso).toLocaleString(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' });

function audienceLabel({ audience }: AdminAnnouncement) {
  if (audience.scope === 'platform') return i18n._('communication.audience.platform');
  const name = audience.name ?? i18n._('communication.audience.unknown');
  return i18n._(audience.scope === 'district' ? 'communication.audience.district' : 'communication.audience.school', { name });
}

function period(a: AdminAnnouncement) {
  const start = when(a.startsAt);
  return a.endsAt ? i18n._('communication.period.range', { start, end: when(a.endsAt) }) : i18n._('communication.period.open', { start });
}

function AnnouncementCard({
  announcement,
  onEdit,
  onWithdraw,
}: {
  announcement: AdminAnnouncement;
  onEdit: () => void;
  onWithdraw: () => void;
}) {
  const t = useT();
  const status = statusBadge[announcement.status];
  const editable = announcement.status === 'scheduled' || announcement.status === 'running';
  return (
    <Card.Root as="li" size="sm" borderInlineStartWidth="4px" borderInlineStartColor={severityTone[announcement.severity].fg}>
      <Card.Body gap="2">
        <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ base: 'stretch', sm: 'flex-start' }} gap="2">
          <Stack gap="1" minW="0">
            <HStack gap="2" wrap="wrap">
              <Text as="h2" fontWeight="semibold">
                {announcement.title}
              </Text>
              <Badge colorPalette={status.palette}>{t(status.label)}</Badge>
              <Badge variant="outline" colorPalette={severityTone[announcement.severity].palette}>
                {t(severityNames[announcement.severity])}
              </Badge>
            </HStack>
            <Text fontSize="sm" color="fg.muted" lineClamp={2}>
              {plainAnnouncement(announcement.message)}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {audienceLabel(announcement)} · {period(announcement)}
              {announcement.createdBy ? t('communication.announcements.by', { name: announcement.createdBy.name }) : ''}
            </Text>
          </Stack>
          <HStack gap="2" flexShrink={0}>
            {editable && (
              <Button
                size="sm"
                variant="outline"
                onClick={onEdit}
                aria-label={t('communication.announcements.editLabel', { title: announcement.title })}
              >
                <Pencil aria-hidden /> {t('communication.announcements.edit')}
              </Button>
            )}
            {announcement.status !== 'withdrawn' && announcement.status !== 'ended' && (
              <Button
                size="sm"
                variant="outline"
                colorPalette="red"
                onClick={onWithdraw}
                aria-label={t('communication.announcements.withdrawLabel', { title: announcement.title })}
              >
                <Undo2 aria-hidden /> {t('communication.announcements.withdraw')}
              </Button>
            )}
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function Header({ onNew }: { onNew?: () => void }) {
  const t = useT();
  return (
    <PageHeader
      title={t('communication.announcements.title')}
      description={t('communication.announcements.description')}
      actions={
        <Button colorPalette="brand" onClick={onNew} disabled={!onNew}>
          <Plus aria-hidden /> {t('communication.announcements.new')}
        </Button>
      }
    />
  );
}

export interface AnnouncementsPageProps {
  page: number;
  onPage: (page: number) => void;
}

/**
 * The admin's announcements (school and district admins at `/admin/announcements`, the super admin
 * at `/sup-admin/announcements`): a page of those in their scope with their status, and the ways
 * to write, edit and withdraw one. The server decides the scope; the route has loaded the page.
 */
export function AnnouncementsPage({ page, onPage }: AnnouncementsPageProps) {
  const t = useT();
  const { data } = useAdminAnnouncements(page);
  const [form, setForm] = useState<{ editing?: AdminAnnouncement } | null>(null);
  const [withdrawing, setWithdrawing] = useState<AdminAnnouncement | null>(null);
  const withdraw = useWithdrawAnnouncement();

  const confirmWithdraw = () => {
    if (!withdrawing) return;
    const target = withdrawing;
    setWithdrawing(null);
    withdraw.mutate(target._id, { onSuccess: () => showSnackbar(t('communication.announcements.withdrawn', { title: target.title })) });
  };

  return (
    <>
      <Header onNew={() => setForm({})} />
      {data.items.length === 0 ? (
        <EmptyState
          icon={<Megaphone />}
          title={t(page === 0 ? 'communication.announcements.empty' : 'communication.announcements.nothingOnPage')}
          description={t('communication.announcements.emptyHint')}
        >
          {page > 0 && (
            <Button variant="outline" onClick={() => onPage(0)}>
              {t('communication.announcements.backToNewest')}
            </Button>
          )}
        </EmptyState>
      ) : (
        <>
          <Stack as="ul" aria-label={t('communication.announcements.title')} gap="3" listStyleType="none">
            {data.items.map((announcement) => (
              <AnnouncementCard
                key={announcement._id}
                announcement={announcement}
                onEdit={() => setForm({ editing: announcement })}
                onWithdraw={() => setWithdrawing(announcement)}
              />
            ))}
          </Stack>
          <RangePager page={page} pageSize={announcementsPageSize} total={data.total} onPage={onPage} />
        </>
      )}
      {form && (
        <Suspense fallback={null}>
          <AnnouncementFormDialog editing={form.editing} onClose={() => setForm(null)} />
        </Suspense>
      )}
      <ConfirmDialog
        open={withdrawing !== null}
        title={t('communication.announcements.withdrawTitle')}
        cancel={{ label: t('communication.announcements.keep'), onClick: () => setWithdrawing(null) }}
        confirm={{ label: t('communication.announcements.withdraw'), onClick: confirmWithdraw }}
        onDismiss={() => setWithdrawing(null)}
      >
        {t('communication.announcements.withdrawBody', { title: withdrawing?.title })}
      </ConfirmDialog>
    </>
  );
}

/** The routes' pending component: the header and cards in the list's shape. */
export function AnnouncementsPending() {
  const t = useT();
  return (
    <>
      <Header />
      <Stack gap="3" aria-busy="true" aria-label={t('communication.announcements.loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height="24" borderRadius="l3" />
        ))}
      </Stack>
    </>
  );
}

/** The routes' error component: the header and the failed load with Retry. */
export function AnnouncementsError(props: ErrorComponentProps) {
  const t = useT();
  return <PageError {...props} header={<Header />} what={t('communication.announcements.what')} />;
}

/** The route's component (both areas): the page number from `?page=`, paging by navigation (Back works). */
export function AnnouncementsRoutePage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  return <AnnouncementsPage page={search.page ?? 0} onPage={(page) => void navigate({ to: '.', search: page > 0 ? { page } : {} })} />;
}
