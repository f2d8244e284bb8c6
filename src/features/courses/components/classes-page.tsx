import { Box, Button, Link as ChakraLink, Stack, Table, Text } from '@chakra-ui/react';
import { type ErrorComponentProps, getRouteApi, Link } from '@tanstack/react-router';
import { Plus, School, SearchX, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { EmptyState } from '@/src/components/empty-state';
import { FormField } from '@/src/components/form-field';
import { PageError } from '@/src/components/page-error';
import { PageHeader } from '@/src/components/page-header';
import { SearchBox } from '@/src/components/search-box';
import { SelectInput } from '@/src/components/select-input';
import type { AdminArea } from '@/src/lib/admin-area';
import { useT } from '@/src/lib/i18n/use-t';
import { classesPageSize, useClassSchools, useSchoolClasses } from '../api/classes';
import type { ListFilter } from '../api/keys';
import { classesDefaultSort } from '../api/route-loaders';
import { formatDay } from '../lib/format';
import { type ListSearch, listFilter, listSearch } from '../lib/list-search';
import { ClassFormDialog } from './class-form-dialog';
import { PagedTable, PagedTableSkeleton } from './paged-table';

/** The page's own route: its search (and params) typed by its parsers. */
const route = getRouteApi('/$area/classes/');

function Header({ action }: { action?: ReactNode }) {
  const t = useT();
  return <PageHeader title={t('courses.classes.title')} description={t('courses.classes.description')} actions={action} />;
}

export interface ClassesSearch extends ListSearch {
  school?: string;
}

export interface ClassesPageProps {
  area: AdminArea;
  search: ClassesSearch;
  onChange: (search: ClassesSearch) => void;
}

/**
 * `/admin/classes` and `/sup-admin/classes`: one school's classes at a time (the schools the admin
 * manages, the first by default), searchable, sortable and paged on the server; a new class from here.
 */
export function ClassesPage({ area, search, onChange }: ClassesPageProps) {
  const t = useT();
  const { data: schools } = useClassSchools();
  const [creating, setCreating] = useState(false);
  const school = schools.find((s) => s._id === search.school) ?? schools[0];
  if (!school) {
    return (
      <>
        <Header />
        <EmptyState icon={<School />} title={t('courses.classes.noSchools')} description={t('courses.classes.noSchoolsHint')} />
      </>
    );
  }
  const filter = listFilter(search, classesDefaultSort);
  const set = (next: Partial<ListFilter>) =>
    onChange({ school: school._id, ...listSearch({ ...filter, page: 0, ...next }, classesDefaultSort) });
  return (
    <>
      <Header
        action={
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden /> {t('courses.classes.new')}
          </Button>
        }
      />
      <Stack direction={{ base: 'column', md: 'row' }} gap="3" mb="4" align={{ md: 'end' }}>
        {schools.length > 1 && (
          <Box flex="0 1 20rem">
            <FormField label={t('courses.classes.school')}>
              <SelectInput value={school._id} onChange={(e) => onChange({ school: e.currentTarget.value })}>
                {schools.map((s) => (
                  <option key={s._id} value={s._id}>
                    {s.name} ({s.districtName})
                  </option>
                ))}
              </SelectInput>
            </FormField>
          </Box>
        )}
        <SearchBox label={t('courses.classes.search')} value={filter.q} maxLength={100} onChange={(q) => set({ q })} />
      </Stack>
      <ClassTable key={school._id} area={area} schoolId={school._id} filter={filter} set={set} />
      {creating && <ClassFormDialog area={area} schoolId={school._id} schoolName={school.name} onClose={() => setCreating(false)} />}
    </>
  );
}

function ClassTable({
  area,
  schoolId,
  filter,
  set,
}: {
  area: AdminArea;
  schoolId: string;
  filter: ListFilter;
  set: (next: Partial<ListFilter>) => void;
}) {
  const t = useT();
  const { data } = useSchoolClasses(schoolId, filter);
  if (data.items.length === 0) {
    return filter.q ? (
      <EmptyState icon={<SearchX />} title={t('courses.classes.noMatch')} description={t('courses.classes.noMatchHint')} />
    ) : (
      <EmptyState
        icon={<Users />}
        title={t(filter.page > 0 ? 'courses.nothingOnPage' : 'courses.classes.empty')}
        description={t('courses.classes.emptyHint')}
      />
    );
  }
  return (
    <PagedTable
      label={t('courses.classes.title')}
      columns={[
        { label: t('courses.classes.course'), column: 'course' },
        { label: t('courses.classes.section'), column: 'gradeSection' },
        { label: t('courses.classes.teacher'), column: 'teacher', wide: true },
        { label: t('courses.classes.studentsColumn'), column: 'students', wide: true },
        { label: t('courses.classes.starts'), column: 'startDate', wide: true },
      ]}
      filter={filter}
      set={set}
      page={data.page}
      pageSize={classesPageSize}
      total={data.total}
    >
      {data.items.map((cls) => (
        <Table.Row key={cls._id}>
          <Table.Cell>
            <ChakraLink asChild fontWeight="semibold">
              <Link to="/$area/classes/$classId" params={{ area, classId: cls._id }}>
                {cls._course.name}
              </Link>
            </ChakraLink>
            <Text fontSize="sm" color="fg.muted" display={{ md: 'none' }}>
              {cls.teacher.name} · {t('courses.students', { count: cls.studentCount })}
            </Text>
          </Table.Cell>
          <Table.Cell>{cls.gradeSection.name}</Table.Cell>
          <Table.Cell display={{ base: 'none', md: 'table-cell' }}>{cls.teacher.name}</Table.Cell>
          <Table.Cell display={{ base: 'none', md: 'table-cell' }}>{cls.studentCount}</Table.Cell>
          <Table.Cell display={{ base: 'none', md: 'table-cell' }}>{formatDay(cls.startDate)}</Table.Cell>
        </Table.Row>
      ))}
    </PagedTable>
  );
}

/** The routes' pending component. */
export function ClassesPending() {
  const t = useT();
  return (
    <>
      <Header />
      <PagedTableSkeleton label={t('courses.classes.loading')} />
    </>
  );
}

export function classesError(props: ErrorComponentProps) {
  return <ClassesError {...props} />;
}

function ClassesError(props: ErrorComponentProps) {
  const t = useT();
  return <PageError {...props} header={<Header />} what={t('courses.classes.what')} />;
}

/** The list route's component (both areas): the school and filter from the address; a change replaces the entry. */
export function ClassesRoutePage({ area }: { area: AdminArea }) {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <ClassesPage
      area={area}
      search={search}
      onChange={(next) => void navigate({ to: '.', search: next as never, replace: true, resetScroll: false })}
    />
  );
}
