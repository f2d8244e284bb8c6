import { Link as ChakraLink, HStack, Text } from '@chakra-ui/react';
import { type ErrorComponentProps, Link } from '@tanstack/react-router';
import { GraduationCap, UserSearch } from 'lucide-react';
import { type TeacherRow, type TeacherSort, teacherSortKeys } from '@/contract/schemas/admin-people';
import { EmptyState } from '@/src/components/empty-state';
import type { AdminArea } from '@/src/lib/admin-area';
import { useTeachers } from '../api/teachers';
import { listRequest } from '../lib/list-search';
import { ListError, ListPage, ListPager, type ListPageText, ListPending, useListSearch } from './list-page';
import { type PeopleColumn, PeopleTable } from './people-table';
import { StatusBadge } from './status-badge';

export const teachersText: ListPageText = {
  title: 'Teachers',
  description: 'The teachers of your schools: their schools, classes and access. New teachers join by invitation.',
  searchLabel: 'Search by name or email',
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
  const [search, change] = useListSearch('/$area/teachers/');
  const request = listRequest(search, teacherSortKeys);
  const { data } = useTeachers(request);
  if (data.items.length === 0) {
    return request.q || request.schoolId || request.status ? (
      <EmptyState icon={<UserSearch />} title="No teacher matches" description="Try part of the name or email, or another filter." />
    ) : (
      <EmptyState
        icon={<GraduationCap />}
        title="No teachers yet"
        description="Teachers show here once they accept an invitation to one of your schools."
      />
    );
  }
  const columns: PeopleColumn<TeacherRow, TeacherSort>[] = [
    {
      label: 'Name',
      sort: 'name',
      cell: (t) => (
        <>
          <HStack gap="2" wrap="wrap">
            <ChakraLink asChild fontWeight="semibold">
              <Link to="/$area/teachers/$teacherId" params={{ area, teacherId: t._id }}>
                {t.name}
              </Link>
            </ChakraLink>
            <StatusBadge deactivated={t.disabled} />
          </HStack>
          <Text fontSize="sm" color="fg.muted" hideFrom="md">
            {t.email}
          </Text>
        </>
      ),
    },
    { label: 'Email', sort: 'email', wide: true, cell: (t) => t.email },
    { label: 'Schools', wide: true, cell: (t) => t.schools.map((s) => s.name).join(', ') || '—' },
    { label: 'Classes', sort: 'classCount', wide: true, cell: (t) => t.classCount },
  ];
  return (
    <>
      <PeopleTable
        label="Teachers"
        columns={columns}
        rows={data.items}
        rowKey={(t) => t._id}
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
  return <ListError {...props} text={teachersText} what="the teachers" />;
}
