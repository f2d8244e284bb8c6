import { Button, Link as ChakraLink, HStack, Text } from '@chakra-ui/react';
import { type ErrorComponentProps, Link, useNavigate } from '@tanstack/react-router';
import { Plus, UserSearch, Users } from 'lucide-react';
import { useState } from 'react';
import { type StudentSort, studentSortKeys } from '@/contract/schemas/admin-people';
import type { PrivacyStudent } from '@/contract/schemas/privacy';
import { EmptyState } from '@/src/components/empty-state';
import type { AdminArea } from '@/src/lib/admin-area';
import { useStudents } from '../api/students';
import { studentListRequest } from '../lib/list-search';
import { ListError, ListPage, ListPager, type ListPageText, ListPending, useListSearch } from './list-page';
import { type PeopleColumn, PeopleTable } from './people-table';
import { StatusBadge } from './status-badge';
import { StudentFormDialog } from './student-form-dialog';

export const studentsText: ListPageText = {
  title: 'Students',
  description: 'The students of your schools: add them, edit them, move them between grade sections.',
  searchLabel: 'Search by name or student number',
};

const studentStatus = { active: 'On the roll', deactivated: 'Deactivated (left)' };

/** `/admin/students` and `/sup-admin/students`: the students the admin reaches, with "Add student". */
export function StudentsPage({ area }: { area: AdminArea }) {
  const [adding, setAdding] = useState(false);
  const navigate = useNavigate();
  return (
    <ListPage
      from="/$area/students/"
      text={studentsText}
      withSection
      statusLabels={studentStatus}
      actions={
        <Button onClick={() => setAdding(true)}>
          <Plus aria-hidden /> Add student
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
  const [search, change] = useListSearch('/$area/students/');
  const request = studentListRequest(search, studentSortKeys);
  const { data } = useStudents(request);
  if (data.items.length === 0) {
    return request.q || request.schoolId || request.status || request.gradeSectionId ? (
      <EmptyState
        icon={<UserSearch />}
        title="No student matches"
        description="Try part of the name or the student number, or another filter."
      />
    ) : (
      <EmptyState icon={<Users />} title="No students yet" description="Add a student, or import your roster." />
    );
  }
  const columns: PeopleColumn<PrivacyStudent, StudentSort>[] = [
    {
      label: 'Name',
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
            {s.deletionDueAt && <StatusBadge deactivated label="Deletion pending" />}
          </HStack>
          <Text fontSize="sm" color="fg.muted" hideFrom="md">
            {[s.studentNumber, s.school.name, s.gradeSection].filter(Boolean).join(' · ')}
          </Text>
        </>
      ),
    },
    { label: 'Number', sort: 'studentNumber', wide: true, cell: (s) => s.studentNumber },
    { label: 'School', sort: 'school', wide: true, cell: (s) => s.school.name },
    { label: 'Section', sort: 'gradeSection', wide: true, cell: (s) => s.gradeSection ?? '—' },
  ];
  return (
    <>
      <PeopleTable
        label="Students"
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
  return <ListError {...props} text={studentsText} what="the students" />;
}
