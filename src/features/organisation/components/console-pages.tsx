import { Button } from '@chakra-ui/react';
import { type ErrorComponentProps, useNavigate, useSearch } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { AccountSortKey, DistrictSortKey, SchoolSortKey } from '@/contract/schemas/sup-admin';
import { PageError } from '@/src/components/page-error';
import { PageHeader } from '@/src/components/page-header';
import { QueryBoundary } from '@/src/components/query-boundary';
import type { AdminArea } from '@/src/lib/admin-area';
import type { MessageId } from '@/src/lib/i18n/compiled/ids';
import { type Translate, useT } from '@/src/lib/i18n/use-t';
import type { AdminRole } from '../api/organisation';
import { adminMessages } from '../lib/admin-messages';
import { accountSortKeys, cleanSearch, districtSortKeys, type ListSearch, schoolSortKeys } from '../lib/list-search';
import { AdminsList } from './admins-list';
import { DistrictDialog } from './district-dialog';
import { DistrictsList } from './districts-list';
import { type ListControls, ListSkeleton, ListToolbar } from './list-table';
import { SchoolDialog } from './school-dialog';
import { SchoolsList } from './schools-list';

const sortLabels: Record<string, MessageId> = {
  name: 'org.col.name',
  schoolCount: 'org.col.schools',
  createdAt: 'org.col.created',
  district: 'org.col.district',
  city: 'org.col.city',
  studentCount: 'org.col.students',
  teacherCount: 'org.col.teachers',
  email: 'org.col.email',
};
/** The sort choices of a list's keys, in words (also the detail pages' lists). */
export const sortOptions = <K extends string>(t: Translate, keys: readonly K[]) =>
  keys.map((key) => ({ key, label: key in sortLabels ? t(sortLabels[key]!) : key }));

/**
 * The list controls of a console page: the address holds the search, filter, sort and page (Back
 * works). `search` is the page's route's own, typed by its `listSearch(…)`.
 */
function useAddressControls<K extends string>(search: ListSearch<K>, defaultSort: K): ListControls<K> {
  const navigate = useNavigate();
  return {
    search,
    defaultSort,
    onChange: (next) => void navigate({ to: '.', search: cleanSearch(next, defaultSort) as never, replace: true, resetScroll: false }),
  };
}

/** The same controls in the page's own state (a list inside a detail page). */
export function useLocalControls<K extends string>(defaultSort: K): ListControls<K> {
  const [search, setSearch] = useState<ListSearch<K>>({});
  return { search, defaultSort, onChange: setSearch };
}

const newButton = (label: string, onClick: () => void) => (
  <Button onClick={onClick}>
    <Plus aria-hidden /> {label}
  </Button>
);

function DistrictsHeader({ action }: { action?: ReactNode }) {
  const t = useT();
  return <PageHeader title={t('org.districts.title')} description={t('org.districts.description')} actions={action} />;
}

/** `/sup-admin`: the districts, with a new district. */
export function DistrictsConsole() {
  const t = useT();
  const controls = useAddressControls<DistrictSortKey>(useSearch({ from: '/$area/' }), 'name');
  const [creating, setCreating] = useState(false);
  return (
    <>
      <DistrictsHeader action={newButton(t('org.districts.new'), () => setCreating(true))} />
      <ListToolbar controls={controls} searchLabel={t('org.districts.search')} sortOptions={sortOptions(t, districtSortKeys)} />
      <QueryBoundary skeleton={<ListSkeleton label={t('org.districts.loading')} />} what={t('org.districts.what')}>
        <DistrictsList controls={controls} />
      </QueryBoundary>
      {creating && <DistrictDialog onClose={() => setCreating(false)} />}
    </>
  );
}

export function DistrictsConsolePending() {
  const t = useT();
  return (
    <>
      <DistrictsHeader />
      <ListSkeleton label={t('org.districts.loading')} />
    </>
  );
}
export function DistrictsConsoleError(props: ErrorComponentProps) {
  const t = useT();
  return <PageError {...props} header={<DistrictsHeader />} what={t('org.districts.what')} />;
}

function SchoolsHeader({ action }: { action?: ReactNode }) {
  const t = useT();
  return <PageHeader title={t('org.schools.title')} description={t('org.schools.description')} actions={action} />;
}

/** `/sup-admin/schools` and `/admin/schools`: the schools in reach; super and district admins add schools. */
export function SchoolsConsole({ area, canCreate, districtId }: { area: AdminArea; canCreate: boolean; districtId?: string | undefined }) {
  const t = useT();
  const controls = useAddressControls<SchoolSortKey>(useSearch({ from: '/$area/schools/' }), 'name');
  const [creating, setCreating] = useState(false);
  return (
    <>
      <SchoolsHeader action={canCreate ? newButton(t('org.schools.new'), () => setCreating(true)) : undefined} />
      <ListToolbar controls={controls} searchLabel={t('org.schools.search')} sortOptions={sortOptions(t, schoolSortKeys)} />
      <QueryBoundary skeleton={<ListSkeleton label={t('org.schools.loading')} />} what={t('org.schools.what')}>
        <SchoolsList area={area} controls={controls} />
      </QueryBoundary>
      {creating && <SchoolDialog districtId={districtId} onClose={() => setCreating(false)} />}
    </>
  );
}

export function SchoolsConsolePending() {
  const t = useT();
  return (
    <>
      <SchoolsHeader />
      <ListSkeleton label={t('org.schools.loading')} />
    </>
  );
}
export function SchoolsConsoleError(props: ErrorComponentProps) {
  const t = useT();
  return <PageError {...props} header={<SchoolsHeader />} what={t('org.schools.what')} />;
}

function AdminsHeader({ role, action }: { role: AdminRole; action?: ReactNode }) {
  const t = useT();
  return <PageHeader title={t(adminMessages[role].title)} description={t(adminMessages[role].description)} actions={action} />;
}

/** `/sup-admin/district-admins`, `/sup-admin/school-admins`, `/admin/school-admins`. */
export function AdminsConsole({ accountRole: role }: { accountRole: AdminRole }) {
  // One component for both admin lists, each its own route with the same parser (`accountSortKeys`).
  const search = useSearch({ from: role === 'school-admin' ? '/$area/school-admins' : '/$area/_super-admin/district-admins' });
  const t = useT();
  const controls = useAddressControls<AccountSortKey>(search, 'name');
  const [creating, setCreating] = useState(false);
  return (
    <>
      <AdminsHeader role={role} action={newButton(t(adminMessages[role].new), () => setCreating(true))} />
      <ListToolbar controls={controls} searchLabel={t('org.admins.search')} sortOptions={sortOptions(t, accountSortKeys)} />
      <QueryBoundary skeleton={<ListSkeleton label={t(adminMessages[role].loading)} />} what={t(adminMessages[role].what)}>
        <AdminsList accountRole={role} controls={controls} creating={creating} onCreatingDone={() => setCreating(false)} />
      </QueryBoundary>
    </>
  );
}

export function AdminsConsolePending({ accountRole: role }: { accountRole: AdminRole }) {
  const t = useT();
  return (
    <>
      <AdminsHeader role={role} />
      <ListSkeleton label={t(adminMessages[role].loading)} />
    </>
  );
}
export function AdminsConsoleError({ accountRole: role, ...props }: ErrorComponentProps & { accountRole: AdminRole }) {
  const t = useT();
  return <PageError {...props} header={<AdminsHeader role={role} />} what={t(adminMessages[role].what)} />;
}
