import { Box, Button, Link as ChakraLink, Table, Text } from '@chakra-ui/react';
import { type ErrorComponentProps, getRouteApi, Link } from '@tanstack/react-router';
import { BookOpen, Plus, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { EmptyState } from '@/src/components/empty-state';
import { PageError } from '@/src/components/page-error';
import { PageHeader } from '@/src/components/page-header';
import { SearchBox } from '@/src/components/search-box';
import type { AdminArea } from '@/src/lib/admin-area';
import { cataloguePageSize, useCatalogue } from '../api/catalogue';
import type { ListFilter } from '../api/keys';
import { catalogueDefaultSort } from '../api/route-loaders';
import { editsCatalogue } from '../lib/area';
import { type ListSearch, listFilter, listSearch } from '../lib/list-search';
import { CourseFormDialog } from './course-form-dialog';
import { PagedTable, PagedTableSkeleton } from './paged-table';

/** The page's own route: its search (and params) typed by its parsers. */
const route = getRouteApi('/$area/courses/');

function header(area: AdminArea, action?: ReactNode) {
  return (
    <PageHeader
      title="Courses"
      description={
        editsCatalogue(area)
          ? 'The platform’s course catalogue: courses, their units and content. Every school can offer these as classes.'
          : 'The platform’s course catalogue. Offer a course to a grade section from Classes.'
      }
      actions={action}
    />
  );
}

export interface CataloguePageProps {
  area: AdminArea;
  search: ListSearch;
  onChange: (search: ListSearch) => void;
}

/** `/sup-admin/courses` (editable) and `/admin/courses` (read only): the catalogue, searchable, sortable and paged on the server. */
export function CataloguePage({ area, search, onChange }: CataloguePageProps) {
  const [creating, setCreating] = useState(false);
  const filter = listFilter(search, catalogueDefaultSort);
  const set = (next: Partial<ListFilter>) => onChange(listSearch({ ...filter, page: 0, ...next }, catalogueDefaultSort));
  return (
    <>
      {header(
        area,
        editsCatalogue(area) && (
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden /> New course
          </Button>
        ),
      )}
      <Box mb="4">
        <SearchBox label="Search courses" value={filter.q} maxLength={100} onChange={(q) => set({ q })} />
      </Box>
      <CourseTable area={area} filter={filter} set={set} />
      {creating && <CourseFormDialog area={area} onClose={() => setCreating(false)} />}
    </>
  );
}

function CourseTable({ area, filter, set }: { area: AdminArea; filter: ListFilter; set: (next: Partial<ListFilter>) => void }) {
  const { data } = useCatalogue(filter);
  if (data.items.length === 0) {
    return filter.q ? (
      <EmptyState icon={<SearchX />} title="No course matches" description="Try part of the name, or a grade band such as 6–8." />
    ) : (
      <EmptyState
        icon={<BookOpen />}
        title={filter.page > 0 ? 'Nothing on this page' : 'No courses yet'}
        description={editsCatalogue(area) ? 'Add the first course with New course.' : 'Courses show here once the platform adds them.'}
      />
    );
  }
  return (
    <PagedTable
      label="Courses"
      columns={[
        { label: 'Course', column: 'name' },
        { label: 'Units', column: 'units' },
        { label: 'Classes', column: 'classes', wide: true },
        { label: 'Added', column: 'createdAt', wide: true },
      ]}
      filter={filter}
      set={set}
      page={data.page}
      pageSize={cataloguePageSize}
      total={data.total}
    >
      {data.items.map((course) => (
        <Table.Row key={course._id}>
          <Table.Cell>
            <ChakraLink asChild fontWeight="semibold">
              <Link to="/$area/courses/$courseId" params={{ area, courseId: course._id }}>
                {course.name}
              </Link>
            </ChakraLink>
            <Text fontSize="sm" color="fg.muted" lineClamp={1}>
              {[course.gradeBand && `Grades ${course.gradeBand}`, course.description].filter(Boolean).join(' · ')}
            </Text>
          </Table.Cell>
          <Table.Cell>
            {course.unitCount}
            <Text as="span" color="fg.muted" fontSize="sm" display="block">
              {course.contentCount} items
            </Text>
          </Table.Cell>
          <Table.Cell display={{ base: 'none', md: 'table-cell' }}>{course.classCount}</Table.Cell>
          <Table.Cell display={{ base: 'none', md: 'table-cell' }}>{new Date(course.createdAt).toLocaleDateString()}</Table.Cell>
        </Table.Row>
      ))}
    </PagedTable>
  );
}

/** The routes' pending component: the header, the search box and rows in the table's shape. */
export function CataloguePending({ area }: { area: AdminArea }) {
  return (
    <>
      {header(area)}
      <PagedTableSkeleton label="Loading courses" />
    </>
  );
}

export function CatalogueError({ area, ...props }: ErrorComponentProps & { area: AdminArea }) {
  return <PageError {...props} header={header(area)} what="the courses" />;
}

/** The list route's component (both areas): the filter from the address; a change replaces the entry. */
export function CatalogueRoutePage({ area }: { area: AdminArea }) {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <CataloguePage
      area={area}
      search={search}
      onChange={(next) => void navigate({ to: '.', search: next as never, replace: true, resetScroll: false })}
    />
  );
}
