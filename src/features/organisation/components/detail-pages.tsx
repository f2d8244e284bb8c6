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
import { useLocale, useT } from '@/src/lib/i18n/use-t';
import { useDistrict, useSchool } from '../api/organisation';
import { accountSortKeys, schoolSortKeys } from '../lib/list-search';
import { AdminsList } from './admins-list';
import { sortOptions, useLocalControls } from './console-pages';
import { DistrictDialog } from './district-dialog';
import { ListSkeleton, ListToolbar } from './list-table';
import { OrganisationActions } from './organisation-actions';
import { SchoolDialog } from './school-dialog';
import { SchoolsList } from './schools-list';

/** The not-found state of a district or school page: unknown and out-of-scope ids look the same (the server answers 404 for both). */
function OrganisationNotFound({ what, back, backTo }: { what: 'district' | 'school'; back: string; backTo: LinkProps }) {
  const t = useT();
  return (
    <EmptyState icon={<SearchX />} title={t(`org.detail.notFound.${what}`)} description={t(`org.detail.notFoundHint.${what}`)}>
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
  const t = useT();
  const locale = useLocale();
  const district = useDistrict(districtId).data;
  const navigate = useNavigate();
  const controls = useLocalControls<SchoolSortKey>('name');
  const [dialog, setDialog] = useState<'edit' | 'school' | null>(null);
  return (
    <>
      <PageHeader
        title={district.name}
        description={t('org.detail.districtCreated', { date: new Date(district.createdAt).toLocaleDateString(locale) })}
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
      {district.deactivatedAt && (
        <Badge colorPalette="gray">
          {t('org.detail.deactivatedOn', { date: new Date(district.deactivatedAt).toLocaleDateString(locale) })}
        </Badge>
      )}
      <Section
        title={t('org.schools.title')}
        action={
          <Button size="sm" onClick={() => setDialog('school')}>
            <Plus aria-hidden /> {t('org.schools.new')}
          </Button>
        }
      >
        <ListToolbar controls={controls} searchLabel={t('org.detail.searchDistrictSchools')} sortOptions={sortOptions(t, schoolSortKeys)} />
        <QueryBoundary skeleton={<ListSkeleton label={t('org.schools.loading')} />} what={t('org.schools.what')}>
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
export function DistrictPageError(props: ErrorComponentProps) {
  const t = useT();
  return (
    <PageError
      {...props}
      what={t('org.detail.districtWhat')}
      notFound={
        <OrganisationNotFound
          what="district"
          back={t('org.detail.backDistricts')}
          backTo={{ to: '/$area', params: { area: 'sup-admin' } }}
        />
      }
    />
  );
}

/**
 * `/sup-admin/schools/$schoolId` and `/admin/schools/$schoolId`: the school with its counts; super
 * and district admins also get its actions and its school admins.
 */
export function SchoolPage({ area, schoolId, manages }: { area: AdminArea; schoolId: string; manages: boolean }) {
  const t = useT();
  const locale = useLocale();
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
      {school.deactivatedAt && (
        <Badge colorPalette="gray">
          {t('org.detail.deactivatedOn', { date: new Date(school.deactivatedAt).toLocaleDateString(locale) })}
        </Badge>
      )}
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" mt="4">
        <StatCard label={t('org.col.students')} value={school.studentCount.toLocaleString(locale)} icon={GraduationCap} />
        <StatCard label={t('org.col.teachers')} value={school.teacherCount.toLocaleString(locale)} icon={Users} />
      </SimpleGrid>
      {manages && (
        <Section
          title={t('org.admins.school.title')}
          action={
            <Button size="sm" onClick={() => setDialog('admin')}>
              <Plus aria-hidden /> {t('org.admins.school.new')}
            </Button>
          }
        >
          <ListToolbar controls={controls} searchLabel={t('org.detail.searchSchoolAdmins')} sortOptions={sortOptions(t, accountSortKeys)} />
          <QueryBoundary skeleton={<ListSkeleton label={t('org.admins.school.loading')} />} what={t('org.admins.school.what')}>
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
          {t('org.detail.managedElsewhere')}
        </Text>
      )}
      {dialog === 'edit' && <SchoolDialog school={school} onClose={() => setDialog(null)} />}
    </>
  );
}

export const SchoolPagePending = () => <PageSkeleton />;
export function SchoolPageError({ area, ...props }: ErrorComponentProps & { area: AdminArea }) {
  const t = useT();
  return (
    <PageError
      {...props}
      what={t('org.detail.schoolWhat')}
      notFound={
        <OrganisationNotFound what="school" back={t('org.detail.backSchools')} backTo={{ to: '/$area/schools', params: { area } }} />
      }
    />
  );
}
