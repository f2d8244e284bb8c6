import { Box, HStack, NativeSelect, Skeleton, Stack } from '@chakra-ui/react';
import { type ErrorComponentProps, getRouteApi } from '@tanstack/react-router';
import type { InviteStatus } from '@/contract/schemas/invites';
import { PageError } from '@/src/components/page-error';
import { PageHeader } from '@/src/components/page-header';
import { SearchBox } from '@/src/components/search-box';
import { useT } from '@/src/lib/i18n/use-t';
import { everySchool, useSchools } from '@/src/lib/schools-query';
import type { InviteFilter } from '../api/keys';
import { inviteFilterOf } from '../lib/search';
import { InviteForm } from './invite-form';
import { InviteTable } from './invite-table';

/** The page's own route: its search (and params) typed by its parsers. */
const route = getRouteApi('/$area/invites');

function Header() {
  const t = useT();
  return <PageHeader title={t('invites.title')} description={t('invites.description')} />;
}

/** The address's search of the invite pages, as it comes (parsed by `inviteFilterOf`). */
export type InvitesSearch = Record<string, unknown>;

/** Only what differs from the defaults goes into the address. */
function searchOf(filter: InviteFilter): InvitesSearch {
  return {
    ...(filter.q ? { q: filter.q } : {}),
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.sort !== 'lastSentAt' || filter.dir !== 'desc' ? { sort: filter.sort, dir: filter.dir } : {}),
    ...(filter.page > 0 ? { page: filter.page } : {}),
  };
}

export interface InvitesPageProps {
  search: InvitesSearch;
  onChange: (search: InvitesSearch) => void;
}

/**
 * `/admin/invites` and `/sup-admin/invites`: the invite form over the list of invites of the admin's
 * schools (the server decides which). A new search, status or order starts again at the first page.
 */
export function InvitesPage({ search, onChange }: InvitesPageProps) {
  const t = useT();
  const {
    data: { items: schools },
  } = useSchools({ ...everySchool, status: 'active' });
  const filter = inviteFilterOf(search);
  const change = (next: Partial<InviteFilter>) => onChange(searchOf({ ...filter, page: 0, ...next }));
  return (
    <>
      <Header />
      <Stack gap="6">
        <InviteForm schools={schools} />
        <Box as="section" aria-label={t('invites.list')}>
          <Stack direction={{ base: 'column', md: 'row' }} gap="3" mb="4">
            <Box flex="1">
              <SearchBox label={t('invites.search')} value={filter.q} maxLength={100} onChange={(q) => change({ q })} />
            </Box>
            <StatusFilter value={filter.status} onChange={(status) => change({ status })} />
          </Stack>
          <InviteTable filter={filter} onChange={change} />
        </Box>
      </Stack>
    </>
  );
}

function StatusFilter({ value, onChange }: { value: InviteStatus | ''; onChange: (status: InviteStatus | '') => void }) {
  const t = useT();
  return (
    <HStack gap="2">
      <NativeSelect.Root width={{ base: 'full', md: '12rem' }}>
        <NativeSelect.Field
          aria-label={t('invites.status')}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value as InviteStatus | '')}
        >
          <option value="">{t('invites.everyStatus')}</option>
          <option value="pending">{t('invites.status.pending')}</option>
          <option value="accepted">{t('invites.status.accepted')}</option>
          <option value="expired">{t('invites.status.expired')}</option>
          <option value="revoked">{t('invites.status.revoked')}</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}

/** The routes' pending component: the header, the form's and the list's shapes. */
export function InvitesPending() {
  const t = useT();
  return (
    <>
      <Header />
      <Stack gap="6" aria-busy="true" aria-label={t('invites.loading')}>
        <Skeleton height="48" borderRadius="l3" />
        <Skeleton height="10" />
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} height="12" />
        ))}
      </Stack>
    </>
  );
}

export function InvitesError(props: ErrorComponentProps) {
  const t = useT();
  return <PageError {...props} header={<Header />} what={t('invites.what')} />;
}

/** The route's component (both areas): the filter from the address; a change replaces the entry. */
export function InvitesRoutePage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  return <InvitesPage search={search} onChange={(next) => void navigate({ to: '.', search: next, replace: true, resetScroll: false })} />;
}
