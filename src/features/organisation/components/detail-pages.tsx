import { Badge, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { type ErrorComponentProps, Link, type LinkProps, useNavigate } from '@tanstack/react-router';
import { GraduationCap, Plus, SearchX, Users } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { AccountSortKey, SchoolSortKey } from '@/contract/schemas/sup-admin';
import { EmptyState } from '@/src/components/empty-state';
import { PageError } from '@/src/components/page-error';
import { PageHeader } from '@/src/components/page-header';
import { PageSkeleton } from '@/src/components/page-skeleton';
import { QueryBoundary } from '@/src/components/query-boundary';
import { StatCard } from '@/src/components/stat-card';
import type { AdminArea } from '@/src/lib/admin-area';
import { useDistrict, useSchool } from '../api/organisation';
import { accountSortKeys, schoolSortKeys } from '../lib/list-search';
import { AdminsList } from './admins-list';
import { useLocalControls } from './console-pages';
import { DistrictDialog } from './district-dialog';
import { ListSkeleton, ListToolbar } from './list-table';
import { OrganisationActions } from './organisation-actions';
import { SchoolDialog } from './school-dialog';
import { SchoolsList } from './schools-list';

const sortOptions = <K extends string>(keys: readonly K[], labels: Record<string, string>) =>
  keys.map((key) => ({ key, label: labels[key] ?? key }));
const labels = {
  name: 'Name',
  district: 'District',
  city: 'City',
  studentCount: 'Students',
  teacherCount: 'Teachers',
  createdAt: 'Created',
  email: 'Email',
};

/** The not-found state of a district or school page: unknown and out-of-scope ids look the same (the server answers 404 for both). */
function OrganisationNotFound({ what, back, backTo }: { what: 'district' | 'school'; back: string; backTo: LinkProps }) {
  return (
    <EmptyState
      icon={<SearchX />}
      title={`This ${what} was not found`}
      description={`It does not exist, or it is not one of the ${what}s you look after.`}
    >
      <Button asChild variant="outline" size="sm">
        <Link {...backTo}>{back}</Link>
      </Button>
    </EmptyState>
  );
}

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Stack as="section" aria-label={title} gap="3" mt="8">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h2" size="lg">
          {title}
        </Heading>
        {action}
      </HStack>
      {children}
    </Stack>
  );
}

/**
 * `/sup-admin/districts/$districtId`: the district, its actions, its schools (with a new school
 * there), and below them `settings` (the route puts the district's single sign-on card there).
 */
export function DistrictPage({ districtId, settings }: { districtId: string; settings?: ReactNode }) {
  const district = useDistrict(districtId).data;
  const navigate = useNavigate();
  const controls = useLocalControls<SchoolSortKey>('name');
  const [dialog, setDialog] = useState<'edit' | 'school' | null>(null);
  return (
    <>
      <PageHeader
        title={district.name}
        description={`District · created ${new Date(district.createdAt).toLocaleDateString()}`}
        actions={
          <OrganisationActions
            kind="district"
            id={district._id}
            name={district.name}
            deactivated={Boolean(district.deactivatedAt)}
            onEdit={() => setDialog('edit')}
            onDeleted={() => void navigate({ to: '/$area', params: { area: 'sup-admin' } })}
          />
        }
      />
      {district.deactivatedAt && <Badge colorPalette="gray">Deactivated on {new Date(district.deactivatedAt).toLocaleDateString()}</Badge>}
      <Section
        title="Schools"
        action={
          <Button size="sm" onClick={() => setDialog('school')}>
            <Plus aria-hidden /> New school
          </Button>
        }
      >
        <ListToolbar controls={controls} searchLabel="Search the district's schools" sortOptions={sortOptions(schoolSortKeys, labels)} />
        <QueryBoundary skeleton={<ListSkeleton label="schools" />} what="the schools">
          <SchoolsList area="sup-admin" controls={controls} districtId={district._id} />
        </QueryBoundary>
      </Section>
      {settings && <Stack mt="8">{settings}</Stack>}
      {dialog === 'edit' && <DistrictDialog district={district} onClose={() => setDialog(null)} />}
      {dialog === 'school' && <SchoolDialog districtId={district._id} onClose={() => setDialog(null)} />}
    </>
  );
}

export const DistrictPagePending = () => <PageSkeleton />;
export const DistrictPageError = (props: ErrorComponentProps) => (
  <PageError
    {...props}
    what="the district"
    notFound={
      <OrganisationNotFound what="district" back="Back to the districts" backTo={{ to: '/$area', params: { area: 'sup-admin' } }} />
    }
  />
);

/**
 * `/sup-admin/schools/$schoolId` and `/admin/schools/$schoolId`: the school with its counts; super
 * and district admins also get its actions and its school admins.
 */
export function SchoolPage({ area, schoolId, manages }: { area: AdminArea; schoolId: string; manages: boolean }) {
  const school = useSchool(schoolId).data;
  const navigate = useNavigate();
  const controls = useLocalControls<AccountSortKey>('name');
  const [dialog, setDialog] = useState<'edit' | 'admin' | null>(null);
  return (
    <>
      <PageHeader
        title={school.name}
        description={[school.city, school._district.name].filter(Boolean).join(' · ')}
        actions={
          manages ? (
            <OrganisationActions
              kind="school"
              id={school._id}
              name={school.name}
              deactivated={Boolean(school.deactivatedAt)}
              onEdit={() => setDialog('edit')}
              onDeleted={() => void navigate({ to: '/$area/schools', params: { area } })}
            />
          ) : undefined
        }
      />
      {school.deactivatedAt && <Badge colorPalette="gray">Deactivated on {new Date(school.deactivatedAt).toLocaleDateString()}</Badge>}
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" mt="4">
        <StatCard label="Students" value={school.studentCount.toLocaleString()} icon={GraduationCap} />
        <StatCard label="Teachers" value={school.teacherCount.toLocaleString()} icon={Users} />
      </SimpleGrid>
      {manages && (
        <Section
          title="School admins"
          action={
            <Button size="sm" onClick={() => setDialog('admin')}>
              <Plus aria-hidden /> New school admin
            </Button>
          }
        >
          <ListToolbar controls={controls} searchLabel="Search the school's admins" sortOptions={sortOptions(accountSortKeys, labels)} />
          <QueryBoundary skeleton={<ListSkeleton label="school admins" />} what="the school admins">
            <AdminsList
              accountRole="school-admin"
              controls={controls}
              schoolId={school._id}
              creating={dialog === 'admin'}
              onCreatingDone={() => setDialog(null)}
            />
          </QueryBoundary>
        </Section>
      )}
      {!manages && (
        <Text mt="6" color="fg.muted">
          Teachers and students of the school are managed from their own pages.
        </Text>
      )}
      {dialog === 'edit' && <SchoolDialog school={school} onClose={() => setDialog(null)} />}
    </>
  );
}

export const SchoolPagePending = () => <PageSkeleton />;
export function SchoolPageError({ area, ...props }: ErrorComponentProps & { area: AdminArea }) {
  return (
    <PageError
      {...props}
      what="the school"
      notFound={<OrganisationNotFound what="school" back="Back to the schools" backTo={{ to: '/$area/schools', params: { area } }} />}
    />
  );
}
