import { Button } from '@chakra-ui/react';
import { type ErrorComponentProps, useNavigate, useSearch } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { AccountSortKey, DistrictSortKey, SchoolSortKey } from '@/contract/schemas/sup-admin';
import { PageError } from '@/src/components/page-error';
import { PageHeader } from '@/src/components/page-header';
import { QueryBoundary } from '@/src/components/query-boundary';
import type { AdminArea } from '@/src/lib/admin-area';
import type { AdminRole } from '../api/organisation';
import { accountSortKeys, cleanSearch, districtSortKeys, type ListSearch, schoolSortKeys } from '../lib/list-search';
import { roleNames } from './admin-dialog';
import { AdminsList } from './admins-list';
import { DistrictDialog } from './district-dialog';
import { DistrictsList } from './districts-list';
import { type ListControls, ListSkeleton, ListToolbar } from './list-table';
import { SchoolDialog } from './school-dialog';
import { SchoolsList } from './schools-list';

const sortLabels: Record<string, string> = {
  name: 'Name',
  schoolCount: 'Schools',
  createdAt: 'Created',
  district: 'District',
  city: 'City',
  studentCount: 'Students',
  teacherCount: 'Teachers',
  email: 'Email',
};
const sortOptions = <K extends string>(keys: readonly K[]) => keys.map((key) => ({ key, label: sortLabels[key] ?? key }));

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

const districtsHeader = (action?: ReactNode) => (
  <PageHeader title="Districts" description="Every district on the platform: open one for its schools." actions={action} />
);

/** `/sup-admin`: the districts, with a new district. */
export function DistrictsConsole() {
  const controls = useAddressControls<DistrictSortKey>(useSearch({ from: '/$area/' }), 'name');
  const [creating, setCreating] = useState(false);
  return (
    <>
      {districtsHeader(newButton('New district', () => setCreating(true)))}
      <ListToolbar controls={controls} searchLabel="Search districts" sortOptions={sortOptions(districtSortKeys)} />
      <QueryBoundary skeleton={<ListSkeleton label="districts" />} what="the districts">
        <DistrictsList controls={controls} />
      </QueryBoundary>
      {creating && <DistrictDialog onClose={() => setCreating(false)} />}
    </>
  );
}

export const DistrictsConsolePending = () => (
  <>
    {districtsHeader()}
    <ListSkeleton label="districts" />
  </>
);
export const DistrictsConsoleError = (props: ErrorComponentProps) => (
  <PageError {...props} header={districtsHeader()} what="the districts" />
);

const schoolsHeader = (action?: ReactNode) => (
  <PageHeader title="Schools" description="The schools you look after: open one for its details and admins." actions={action} />
);

/** `/sup-admin/schools` and `/admin/schools`: the schools in reach; super and district admins add schools. */
export function SchoolsConsole({ area, canCreate, districtId }: { area: AdminArea; canCreate: boolean; districtId?: string | undefined }) {
  const controls = useAddressControls<SchoolSortKey>(useSearch({ from: '/$area/schools/' }), 'name');
  const [creating, setCreating] = useState(false);
  return (
    <>
      {schoolsHeader(canCreate ? newButton('New school', () => setCreating(true)) : undefined)}
      <ListToolbar controls={controls} searchLabel="Search schools by name or city" sortOptions={sortOptions(schoolSortKeys)} />
      <QueryBoundary skeleton={<ListSkeleton label="schools" />} what="the schools">
        <SchoolsList area={area} controls={controls} />
      </QueryBoundary>
      {creating && <SchoolDialog districtId={districtId} onClose={() => setCreating(false)} />}
    </>
  );
}

export const SchoolsConsolePending = () => (
  <>
    {schoolsHeader()}
    <ListSkeleton label="schools" />
  </>
);
export const SchoolsConsoleError = (props: ErrorComponentProps) => <PageError {...props} header={schoolsHeader()} what="the schools" />;

const adminTitles: Record<AdminRole, { title: string; description: string }> = {
  'district-admin': { title: 'District admins', description: 'The people who run a district: its schools, rosters and admins.' },
  'school-admin': { title: 'School admins', description: 'The people who run a school.' },
};
const adminsHeader = (role: AdminRole, action?: ReactNode) => <PageHeader {...adminTitles[role]} actions={action} />;

/** `/sup-admin/district-admins`, `/sup-admin/school-admins`, `/admin/school-admins`. */
export function AdminsConsole({ accountRole: role }: { accountRole: AdminRole }) {
  // One component for both admin lists, each its own route with the same parser (`accountSortKeys`).
  const search = useSearch({ from: role === 'school-admin' ? '/$area/school-admins' : '/$area/_super-admin/district-admins' });
  const controls = useAddressControls<AccountSortKey>(search, 'name');
  const [creating, setCreating] = useState(false);
  return (
    <>
      {adminsHeader(
        role,
        newButton(`New ${roleNames[role]}`, () => setCreating(true)),
      )}
      <ListToolbar controls={controls} searchLabel="Search by name or email" sortOptions={sortOptions(accountSortKeys)} />
      <QueryBoundary skeleton={<ListSkeleton label={adminTitles[role].title.toLowerCase()} />} what={`the ${roleNames[role]}s`}>
        <AdminsList accountRole={role} controls={controls} creating={creating} onCreatingDone={() => setCreating(false)} />
      </QueryBoundary>
    </>
  );
}

export const AdminsConsolePending = ({ accountRole: role }: { accountRole: AdminRole }) => (
  <>
    {adminsHeader(role)}
    <ListSkeleton label={adminTitles[role].title.toLowerCase()} />
  </>
);
export const AdminsConsoleError = ({ accountRole: role, ...props }: ErrorComponentProps & { accountRole: AdminRole }) => (
  <PageError {...props} header={adminsHeader(role)} what={`the ${roleNames[role]}s`} />
);
