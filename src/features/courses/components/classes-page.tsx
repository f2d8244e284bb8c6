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
import { classesPageSize, useClassSchools, useSchoolClasses } from '../api/classes';
import type { ListFilter } from '../api/keys';
import { classesDefaultSort } from '../api/route-loaders';
import { formatDay } from '../lib/format';
import { type ListSearch, listFilter, listSearch } from '../lib/list-search';
import { ClassFormDialog } from './class-form-dialog';
import { PagedTable, PagedTableSkeleton } from './paged-table';

/** The page's own route: its search (and params) typed by its parsers. */
const route = getRouteApi('/$area/classes/');

const header = (action?: ReactNode) => (
  <PageHeader
    title="Classes"
    description="Courses offered to a grade section of a school, with their teacher and students."
    actions={action}
  />
);

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
  const { data: schools } = useClassSchools();
  const [creating, setCreating] = useState(false);
  const school = schools.find((s) => s._id === search.school) ?? schools[0];
  if (!school) {
    return (
      <>
        {header()}
        <EmptyState icon={<School />} title="No schools yet" description="Classes belong to a school; there is none in your reach." />
      </>
    );
  }
  const filter = listFilter(search, classesDefaultSort);
  const set = (next: Partial<ListFilter>) =>
    onChange({ school: school._id, ...listSearch({ ...filter, page: 0, ...next }, classesDefaultSort) });
  return (
    <>
      {header(
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden /> New class
        </Button>,
      )}
      <Stack direction={{ base: 'column', md: 'row' }} gap="3" mb="4" align={{ md: 'end' }}>
        {schools.length > 1 && (
          <Box flex="0 1 20rem">
            <FormField label="School">
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
        <SearchBox label="Search by course, teacher or grade section" value={filter.q} maxLength={100} onChange={(q) => set({ q })} />
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
  const { data } = useSchoolClasses(schoolId, filter);
  if (data.items.length === 0) {
    return filter.q ? (
      <EmptyState
        icon={<SearchX />}
        title="No class matches"
        description="Try part of the course, the teacher's name or the grade section."
      />
    ) : (
      <EmptyState
        icon={<Users />}
        title={filter.page > 0 ? 'Nothing on this page' : 'No classes yet'}
        description="Offer a course to a grade section with New class."
      />
    );
  }
  return (
    <PagedTable
      label="Classes"
      columns={[
        { label: 'Course', column: 'course' },
        { label: 'Section', column: 'gradeSection' },
        { label: 'Teacher', column: 'teacher', wide: true },
        { label: 'Students', column: 'students', wide: true },
        { label: 'Starts', column: 'startDate', wide: true },
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
              {cls.teacher.name} · {cls.studentCount} students
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
  return (
    <>
      {header()}
      <PagedTableSkeleton label="Loading classes" />
    </>
  );
}

export function classesError(props: ErrorComponentProps) {
  return <PageError {...props} header={header()} what="the classes" />;
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
