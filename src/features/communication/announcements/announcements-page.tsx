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
import { showSnackbar } from '@/src/lib/snackbar';
import { announcementsPageSize, useAdminAnnouncements, useWithdrawAnnouncement } from './api/admin-announcements';
import { plainAnnouncement } from './plain-text';
import { severityLabels, severityTone } from './severity';

/** The page's own route: its search (and params) typed by its parsers. */
const route = getRouteApi('/$area/announcements');

/** The form (dialog, selects, the Markdown preview) loads when it is opened: the list shows without it. */
const AnnouncementFormDialog = lazy(() => import('./announcement-form').then((m) => ({ default: m.AnnouncementFormDialog })));

const statusBadge: Record<AnnouncementStatus, { label: string; palette: string }> = {
  scheduled: { label: 'Scheduled', palette: 'purple' },
  running: { label: 'Running', palette: 'green' },
  ended: { label: 'Ended', palette: 'gray' },
  withdrawn: { label: 'Withdrawn', palette: 'red' },
};

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function audienceLabel({ audience }: AdminAnnouncement) {
  if (audience.scope === 'platform') return 'Everyone on the platform';
  return `${audience.scope === 'district' ? 'District' : 'School'}: ${audience.name ?? 'unknown'}`;
}

function period(a: AdminAnnouncement) {
  const start = when.format(new Date(a.startsAt));
  return a.endsAt ? `${start} – ${when.format(new Date(a.endsAt))}` : `From ${start}, no end`;
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
              <Badge colorPalette={status.palette}>{status.label}</Badge>
              <Badge variant="outline" colorPalette={severityTone[announcement.severity].palette}>
                {severityLabels[announcement.severity]}
              </Badge>
            </HStack>
            <Text fontSize="sm" color="fg.muted" lineClamp={2}>
              {plainAnnouncement(announcement.message)}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {audienceLabel(announcement)} · {period(announcement)}
              {announcement.createdBy ? ` · by ${announcement.createdBy.name}` : ''}
            </Text>
          </Stack>
          <HStack gap="2" flexShrink={0}>
            {editable && (
              <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit ${announcement.title}`}>
                <Pencil aria-hidden /> Edit
              </Button>
            )}
            {announcement.status !== 'withdrawn' && announcement.status !== 'ended' && (
              <Button size="sm" variant="outline" colorPalette="red" onClick={onWithdraw} aria-label={`Withdraw ${announcement.title}`}>
                <Undo2 aria-hidden /> Withdraw
              </Button>
            )}
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

const description = 'Write, schedule and withdraw the banner announcements of the people in your care.';

function Header({ onNew }: { onNew?: () => void }) {
  return (
    <PageHeader
      title="Announcements"
      description={description}
      actions={
        <Button colorPalette="brand" onClick={onNew} disabled={!onNew}>
          <Plus aria-hidden /> New announcement
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
  const { data } = useAdminAnnouncements(page);
  const [form, setForm] = useState<{ editing?: AdminAnnouncement } | null>(null);
  const [withdrawing, setWithdrawing] = useState<AdminAnnouncement | null>(null);
  const withdraw = useWithdrawAnnouncement();

  const confirmWithdraw = () => {
    if (!withdrawing) return;
    const target = withdrawing;
    setWithdrawing(null);
    withdraw.mutate(target._id, { onSuccess: () => showSnackbar(`"${target.title}" withdrawn`) });
  };

  return (
    <>
      <Header onNew={() => setForm({})} />
      {data.items.length === 0 ? (
        <EmptyState
          icon={<Megaphone />}
          title={page === 0 ? 'No announcements yet' : 'Nothing on this page'}
          description="Announcements you write show here, with their status."
        >
          {page > 0 && (
            <Button variant="outline" onClick={() => onPage(0)}>
              Back to the newest
            </Button>
          )}
        </EmptyState>
      ) : (
        <>
          <Stack as="ul" aria-label="Announcements" gap="3" listStyleType="none">
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
        title="Withdraw this announcement?"
        cancel={{ label: 'Keep it', onClick: () => setWithdrawing(null) }}
        confirm={{ label: 'Withdraw', onClick: confirmWithdraw }}
        onDismiss={() => setWithdrawing(null)}
      >
        "{withdrawing?.title}" disappears from everyone's banner at once. It stays in this list as withdrawn and cannot be shown again.
      </ConfirmDialog>
    </>
  );
}

/** The routes' pending component: the header and cards in the list's shape. */
export function AnnouncementsPending() {
  return (
    <>
      <Header />
      <Stack gap="3" aria-busy="true" aria-label="Loading announcements">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height="24" borderRadius="l3" />
        ))}
      </Stack>
    </>
  );
}

/** The routes' error component: the header and the failed load with Retry. */
export function AnnouncementsError(props: ErrorComponentProps) {
  return <PageError {...props} header={<Header />} what="the announcements" />;
}

/** The route's component (both areas): the page number from `?page=`, paging by navigation (Back works). */
export function AnnouncementsRoutePage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  return <AnnouncementsPage page={search.page ?? 0} onPage={(page) => void navigate({ to: '.', search: page > 0 ? { page } : {} })} />;
}
