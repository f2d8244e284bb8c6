import { Button, Link as ChakraLink, HStack, Text } from '@chakra-ui/react';
import { type ErrorComponentProps, Link, useNavigate } from '@tanstack/react-router';
import { Plus, UserSearch, Users } from 'lucide-react';
import { useState } from 'react';
import { type StudentSort, studentSortKeys } from '@/contract/schemas/admin-people';
import type { PrivacyStudent } from '@/contract/schemas/privacy';
import { EmptyState } from '@/src/components/empty-state';
import type { AdminArea } from '@/src/lib/admin-area';
import { useT } from '@/src/lib/i18n/use-t';
import { useStudents } from '../api/students';
import { studentListRequest } from '../lib/list-search';
import { ListError, ListPage, ListPager, type ListPageText, ListPending, useListSearch } from './list-page';
import { type PeopleColumn, PeopleTable } from './people-table';
import { StatusBadge } from './status-badge';
import { StudentFormDialog } from './student-form-dialog';

export const studentsText: ListPageText = {
  title: 'people.students.title',
  description: 'people.students.description',
  searchLabel: 'people.students.search',
};

/** `/admin/students` and `/sup-admin/students`: the students the admin reaches, with "Add student". */
export function StudentsPage({ area }: { area: AdminArea }) {
  const t = useT();
  const [adding, setAdding] = useState(false);
  const navigate = useNavigate();
  return (
    <ListPage
      from="/$area/students/"
      text={studentsText}
      withSection
      statusLabels={{ active: t('people.students.onRoll'), deactivated: t('people.students.left') }}
      actions={
        <Button onClick={() => setAdding(true)}>
          <Plus aria-hidden /> {t('people.students.add')}
        </Button>
      }
    >
      <StudentList area={area} />
      {adding && (
        <StudentFormDialog
          onClose={() => setAdding(false)}
          onSaved={(student) => void navigate({ to: '/$area/students/$studentId', params: { area, studentId: student._id } })}
        />
      )}
    </ListPage>
  );
}

function StudentList({ area }: { area: AdminArea }) {
  const t = useT();
  const [search, change] = useListSearch('/$area/students/');
  const request = studentListRequest(search, studentSortKeys);
  const { data } = useStudents(request);
  if (data.items.length === 0) {
    return request.q || request.schoolId || request.status || request.gradeSectionId ? (
      <EmptyState icon={<UserSearch />} title={t('people.students.noMatch')} description={t('people.students.noMatchHint')} />
    ) : (
      <EmptyState icon={<Users />} title={t('people.students.empty')} description={t('people.students.emptyHint')} />
    );
  }
  const columns: PeopleColumn<PrivacyStudent, StudentSort>[] = [
    {
      label: t('people.name'),
      sort: 'name',
      cell: (s) => (
        <>
          <HStack gap="2" wrap="wrap">
            <ChakraLink asChild fontWeight="semibold">
              <Link to="/$area/students/$studentId" params={{ area, studentId: s._id }}>
                {s.firstName} {s.lastName}
              </Link>
            </ChakraLink>
            <StatusBadge deactivated={s.deactivatedAt !== null} />
            {s.deletionDueAt && <StatusBadge deactivated label={t('people.students.deletionPending')} />}
          </HStack>
          <Text fontSize="sm" color="fg.muted" hideFrom="md">
            {[s.studentNumber, s.school.name, s.gradeSection].filter(Boolean).join(' · ')}
          </Text>
        </>
      ),
    },
    { label: t('people.students.number'), sort: 'studentNumber', wide: true, cell: (s) => s.studentNumber },
    { label: t('people.school'), sort: 'school', wide: true, cell: (s) => s.school.name },
    { label: t('people.students.section'), sort: 'gradeSection', wide: true, cell: (s) => s.gradeSection ?? '—' },
  ];
  return (
    <>
      <PeopleTable
        label={t('people.students.title')}
        columns={columns}
        rows={data.items}
        rowKey={(s) => s._id}
        sort={request.sort ?? 'name'}
        dir={request.dir ?? 'asc'}
        onSort={(sort, dir) => change({ sort, dir })}
      />
      <ListPager from="/$area/students/" page={data.page} total={data.total} />
    </>
  );
}

export function StudentsPending() {
  return <ListPending text={studentsText} />;
}

export function StudentsError(props: ErrorComponentProps) {
  return <ListError {...props} text={studentsText} what="people.students.what" />;
}
