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
import { i18n } from '@/src/lib/i18n/i18n';
import { useT } from '@/src/lib/i18n/use-t';
import { cataloguePageSize, useCatalogue } from '../api/catalogue';
import type { ListFilter } from '../api/keys';
import { catalogueDefaultSort } from '../api/route-loaders';
import { editsCatalogue } from '../lib/area';
import { type ListSearch, listFilter, listSearch } from '../lib/list-search';
import { CourseFormDialog } from './course-form-dialog';
import { PagedTable, PagedTableSkeleton } from './paged-table';

/** The page's own route: its search (and params) typed by its parsers. */
const route = getRouteApi('/$area/courses/');

function Header({ area, action }: { area: AdminArea; action?: ReactNode }) {
  const t = useT();
  return (
    <PageHeader
      title={t('courses.catalogue.title')}
      description={t(editsCatalogue(area) ? 'courses.catalogue.descriptionEdit' : 'courses.catalogue.descriptionRead')}
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
  const t = useT();
  const [creating, setCreating] = useState(false);
  const filter = listFilter(search, catalogueDefaultSort);
  const set = (next: Partial<ListFilter>) => onChange(listSearch({ ...filter, page: 0, ...next }, catalogueDefaultSort));
  return (
    <>
      <Header
        area={area}
        action={
          editsCatalogue(area) && (
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden /> {t('courses.catalogue.new')}
            </Button>
          )
        }
      />
      <Box mb="4">
        <SearchBox label={t('courses.catalogue.search')} value={filter.q} maxLength={100} onChange={(q) => set({ q })} />
      </Box>
      <CourseTable area={area} filter={filter} set={set} />
      {creating && <CourseFormDialog area={area} onClose={() => setCreating(false)} />}
    </>
  );
}

function CourseTable({ area, filter, set }: { area: AdminArea; filter: ListFilter; set: (next: Partial<ListFilter>) => void }) {
  const t = useT();
  const { data } = useCatalogue(filter);
  if (data.items.length === 0) {
    return filter.q ? (
      <EmptyState icon={<SearchX />} title={t('courses.catalogue.noMatch')} description={t('courses.catalogue.noMatchHint')} />
    ) : (
      <EmptyState
        icon={<BookOpen />}
        title={t(filter.page > 0 ? 'courses.nothingOnPage' : 'courses.catalogue.empty')}
        description={t(editsCatalogue(area) ? 'courses.catalogue.emptyEdit' : 'courses.catalogue.emptyRead')}
      />
    );
  }
  return (
    <PagedTable
      label={t('courses.catalogue.title')}
      columns={[
        { label: t('courses.catalogue.course'), column: 'name' },
        { label: t('courses.catalogue.unitsColumn'), column: 'units' },
        { label: t('courses.catalogue.classesColumn'), column: 'classes', wide: true },
        { label: t('courses.catalogue.added'), column: 'createdAt', wide: true },
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
              {[course.gradeBand && t('courses.grades', { band: course.gradeBand }), course.description].filter(Boolean).join(' · ')}
            </Text>
          </Table.Cell>
          <Table.Cell>
            {course.unitCount}
            <Text as="span" color="fg.muted" fontSize="sm" display="block">
              {t('courses.items', { count: course.contentCount })}
            </Text>
          </Table.Cell>
          <Table.Cell display={{ base: 'none', md: 'table-cell' }}>{course.classCount}</Table.Cell>
          <Table.Cell display={{ base: 'none', md: 'table-cell' }}>{new Date(course.createdAt).toLocaleDateString(i18n.locale)}</Table.Cell>
        </Table.Row>
      ))}
    </PagedTable>
  );
}

/** The routes' pending component: the header, the search box and rows in the table's shape. */
export function CataloguePending({ area }: { area: AdminArea }) {
  const t = useT();
  return (
    <>
      <Header area={area} />
      <PagedTableSkeleton label={t('courses.catalogue.loading')} />
    </>
  );
}

export function CatalogueError({ area, ...props }: ErrorComponentProps & { area: AdminArea }) {
  const t = useT();
  return <PageError {...props} header={<Header area={area} />} what={t('courses.catalogue.what')} />;
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
