import { Link as ChakraLink, HStack, Text } from '@chakra-ui/react';
import { type ErrorComponentProps, Link } from '@tanstack/react-router';
import { GraduationCap, UserSearch } from 'lucide-react';
import { type TeacherRow, type TeacherSort, teacherSortKeys } from '@/contract/schemas/admin-people';
import { EmptyState } from '@/src/components/empty-state';
import type { AdminArea } from '@/src/lib/admin-area';
import { useT } from '@/src/lib/i18n/use-t';
import { useTeachers } from '../api/teachers';
import { listRequest } from '../lib/list-search';
import { ListError, ListPage, ListPager, type ListPageText, ListPending, useListSearch } from './list-page';
import { type PeopleColumn, PeopleTable } from './people-table';
import { StatusBadge } from './status-badge';

export const teachersText: ListPageText = {
  title: 'people.teachers.title',
  description: 'people.teachers.description',
  searchLabel: 'people.teachers.search',
};

/**
 * `/admin/teachers` and `/sup-admin/teachers`: the teachers the admin reaches, searched, filtered
 * and sorted on the server. Teachers are created by invite (another screen), not here.
 */
export function TeachersPage({ area }: { area: AdminArea }) {
  return (
    <ListPage from="/$area/teachers/" text={teachersText}>
      <TeacherList area={area} />
    </ListPage>
  );
}

function TeacherList({ area }: { area: AdminArea }) {
  const t = useT();
  const [search, change] = useListSearch('/$area/teachers/');
  const request = listRequest(search, teacherSortKeys);
  const { data } = useTeachers(request);
  if (data.items.length === 0) {
    return request.q || request.schoolId || request.status ? (
      <EmptyState icon={<UserSearch />} title={t('people.teachers.noMatch')} description={t('people.teachers.noMatchHint')} />
    ) : (
      <EmptyState icon={<GraduationCap />} title={t('people.teachers.empty')} description={t('people.teachers.emptyHint')} />
    );
  }
  const columns: PeopleColumn<TeacherRow, TeacherSort>[] = [
    {
      label: t('people.name'),
      sort: 'name',
      cell: (row) => (
        <>
          <HStack gap="2" wrap="wrap">
            <ChakraLink asChild fontWeight="semibold">
              <Link to="/$area/teachers/$teacherId" params={{ area, teacherId: row._id }}>
                {row.name}
              </Link>
            </ChakraLink>
            <StatusBadge deactivated={row.disabled} />
          </HStack>
          <Text fontSize="sm" color="fg.muted" hideFrom="md">
            {row.email}
          </Text>
        </>
      ),
    },
    { label: t('people.email'), sort: 'email', wide: true, cell: (row) => row.email },
    { label: t('people.schools'), wide: true, cell: (row) => row.schools.map((s) => s.name).join(', ') || '—' },
    { label: t('people.classes'), sort: 'classCount', wide: true, cell: (row) => row.classCount },
  ];
  return (
    <>
      <PeopleTable
        label={t('people.teachers.title')}
        columns={columns}
        rows={data.items}
        rowKey={(row) => row._id}
        sort={request.sort ?? 'name'}
        dir={request.dir ?? 'asc'}
        onSort={(sort, dir) => change({ sort, dir })}
      />
      <ListPager from="/$area/teachers/" page={data.page} total={data.total} />
    </>
  );
}

export function TeachersPending() {
  return <ListPending text={teachersText} />;
}

export function TeachersError(props: ErrorComponentProps) {
  return <ListError {...props} text={teachersText} what="people.teachers.what" />;
}
