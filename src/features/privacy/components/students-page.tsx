import { Box, Grid, HStack, LinkBox, LinkOverlay, Skeleton, Stack, Text } from '@chakra-ui/react';
import { type ErrorComponentProps, getRouteApi, Link } from '@tanstack/react-router';
import { ShieldCheck, UserSearch } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PrivacyStudent } from '@/contract/schemas/privacy';
import { EmptyState } from '@/src/components/empty-state';
import { PageError } from '@/src/components/page-error';
import { PageHeader } from '@/src/components/page-header';
import { QueryBoundary } from '@/src/components/query-boundary';
import { RangePager } from '@/src/components/range-pager';
import { SearchBox } from '@/src/components/search-box';
import type { AdminArea } from '@/src/lib/admin-area';
import { useT } from '@/src/lib/i18n/use-t';
import { studentsPageSize, usePrivacyStudents } from '../api/students';
import { fullName } from '../lib/format';
import { PolicyPanel, PolicySkeleton } from './policy-panel';
import { StudentStatusBadges } from './student-status-badges';

/** The page's own route: its search (and params) typed by its parsers. */
const route = getRouteApi('/$area/privacy/');

function Header() {
  const t = useT();
  return <PageHeader title={t('privacy.title')} description={t('privacy.description')} />;
}

export interface PrivacyStudentsSearch {
  q?: string;
  page?: number;
}

export interface PrivacyStudentsPageProps {
  area: AdminArea;
  search: PrivacyStudentsSearch;
  /** A new search or page for the address; a new search starts again at the first page. */
  onChange: (search: PrivacyStudentsSearch) => void;
}

/**
 * `/admin/privacy` and `/sup-admin/privacy`: the students within the admin's reach (the server
 * decides it), searchable and paged on the server, each leading to their record; beside them the
 * retention policy, which loads on its own.
 */
export function PrivacyStudentsPage({ area, search, onChange }: PrivacyStudentsPageProps) {
  const t = useT();
  return (
    <>
      <Header />
      <Layout
        list={
          <>
            <Box mb="4">
              <SearchBox label={t('privacy.search')} value={search.q ?? ''} maxLength={100} onChange={(q) => onChange(q ? { q } : {})} />
            </Box>
            <StudentList area={area} search={search} onChange={onChange} />
          </>
        }
        aside={
          <QueryBoundary skeleton={<PolicySkeleton />} what={t('privacy.policyWhat')} py="4">
            <PolicyPanel />
          </QueryBoundary>
        }
      />
    </>
  );
}

/** The list first (it is what the page is for), the policy beside it on wide screens and after it on a phone. */
function Layout({ list, aside }: { list: ReactNode; aside: ReactNode }) {
  const t = useT();
  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 22rem' }} gap="6" alignItems="start">
      <Box minW="0">{list}</Box>
      <Box as="aside" aria-label={t('privacy.policyRegion')}>
        {aside}
      </Box>
    </Grid>
  );
}

function StudentList({ area, search, onChange }: PrivacyStudentsPageProps) {
  const t = useT();
  const filter = { search: search.q ?? '', page: search.page ?? 0 };
  const { data } = usePrivacyStudents(filter);
  if (data.items.length === 0) {
    return filter.search ? (
      <EmptyState icon={<UserSearch />} title={t('privacy.noMatch')} description={t('privacy.noMatchHint')} />
    ) : (
      <EmptyState
        icon={<ShieldCheck />}
        title={filter.page > 0 ? t('privacy.emptyPage') : t('privacy.empty')}
        description={t('privacy.emptyHint')}
      />
    );
  }
  return (
    <>
      <Stack as="ul" aria-label={t('privacy.students')} gap="2" listStyleType="none" m="0" p="0">
        {data.items.map((student) => (
          <StudentRow key={student._id} area={area} student={student} />
        ))}
      </Stack>
      <RangePager
        page={data.page}
        pageSize={studentsPageSize}
        total={data.total}
        onPage={(page) => onChange({ ...(search.q ? { q: search.q } : {}), ...(page > 0 ? { page } : {}) })}
      />
    </>
  );
}

/** One student; the whole row leads to their record (a large target on a phone), the name is the link. */
function StudentRow({ area, student }: { area: AdminArea; student: PrivacyStudent }) {
  return (
    <LinkBox
      as="li"
      p="3"
      minH="11"
      borderWidth="1px"
      borderRadius="l2"
      bg="bg.panel"
      _hover={{ borderColor: 'border.emphasized', bg: 'bg.subtle' }}
      _focusWithin={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
    >
      <HStack gap="2" wrap="wrap">
        <LinkOverlay asChild fontWeight="semibold" _focusVisible={{ outline: 'none' }}>
          <Link to="/$area/privacy/$studentId" params={{ area, studentId: student._id }}>
            {fullName(student)}
          </Link>
        </LinkOverlay>
        <StudentStatusBadges student={student} />
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {student.studentNumber} · {student.school.name}
        {student.gradeSection ? ` · ${student.gradeSection}` : ''}
      </Text>
    </LinkBox>
  );
}

/** The routes' pending component: the header, the search box and rows in the list's shape. */
export function PrivacyStudentsPending() {
  const t = useT();
  return (
    <>
      <Header />
      <Layout
        list={
          <Stack gap="2" aria-busy="true" aria-label={t('privacy.loadingStudents')}>
            <Skeleton height="10" maxW={{ base: 'full', md: '80' }} mb="2" />
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <Skeleton key={i} height="16" borderRadius="l2" />
            ))}
          </Stack>
        }
        aside={<PolicySkeleton />}
      />
    </>
  );
}

/** The routes' error component: the header and the failed load with Retry. */
export function PrivacyStudentsError(props: ErrorComponentProps) {
  const t = useT();
  return <PageError {...props} header={<Header />} what={t('privacy.studentsWhat')} />;
}

/** The list route's component (both areas): the search and page from the address; a new search or page replaces the entry. */
export function PrivacyStudentsRoutePage({ area }: { area: AdminArea }) {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <PrivacyStudentsPage
      area={area}
      search={search}
      onChange={(next) => void navigate({ to: '.', search: next, replace: true, resetScroll: false })}
    />
  );
}
