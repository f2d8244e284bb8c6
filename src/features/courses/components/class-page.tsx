import { Box, Button, Card, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { type ErrorComponentProps, useNavigate } from '@tanstack/react-router';
import { Trash2, UserMinus, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import type { AdminClassDetail } from '@/contract/schemas/courses';
import { Breadcrumbs } from '@/src/components/breadcrumbs';
import { EmptyState } from '@/src/components/empty-state';
import { FormField } from '@/src/components/form-field';
import { NotFoundState } from '@/src/components/not-found-state';
import { PageError } from '@/src/components/page-error';
import { PageHeader } from '@/src/components/page-header';
import { QueryBoundary } from '@/src/components/query-boundary';
import { RangePager } from '@/src/components/range-pager';
import { SearchBox } from '@/src/components/search-box';
import { SelectInput } from '@/src/components/select-input';
import type { AdminArea } from '@/src/lib/admin-area';
import { errorMessage } from '@/src/lib/error-message';
import { showSnackbar } from '@/src/lib/snackbar';
import { useChangeTeacher, useDeleteClass, useUnenrollStudents } from '../api/class-mutations';
import { classStudentsPageSize, useAdminClass, useClassOptions, useClassStudents } from '../api/classes';
import { formatDay, plural } from '../lib/format';
import { DeleteDialog } from './delete-dialog';
import { EnrollDialog } from './enroll-dialog';
import { RowsSkeleton } from './rows-skeleton';
import { StudentPickList, toggled } from './student-pick-list';
import { TeacherOptions } from './teacher-options';

export interface ClassStudentsSearch {
  q: string;
  page: number;
}

interface Props {
  area: AdminArea;
  classId: string;
  search: ClassStudentsSearch;
  onSearch: (search: ClassStudentsSearch) => void;
}

const titleOf = (cls: AdminClassDetail) => `${cls._course.name} · ${cls.gradeSection.name}`;

/**
 * `/admin/classes/$classId` and `/sup-admin/classes/$classId`: the class, the teacher linked to it
 * (changed here), its students (enrolled and unenrolled here), and its deletion, which says first
 * how many enrollments, progress records and grades go with it.
 */
export function ClassPage({ area, classId, search, onSearch }: Props) {
  const { data: cls } = useAdminClass(classId);
  const [deleting, setDeleting] = useState(false);
  const title = titleOf(cls);
  return (
    <>
      <Breadcrumbs
        items={[
          { label: 'Classes', link: { to: '/$area/classes', params: { area }, search: { school: cls.school._id } as never } },
          { label: title },
        ]}
      />
      <PageHeader
        title={title}
        description={`${cls.school.name} · starts ${formatDay(cls.startDate)} · ${plural(cls.studentCount, 'student')}`}
        actions={
          <Button variant="outline" colorPalette="red" onClick={() => setDeleting(true)}>
            <Trash2 aria-hidden /> Delete class
          </Button>
        }
      />
      <Stack gap="6">
        <Card.Root variant="outline">
          <Card.Header>
            <Text as="h2" fontWeight="semibold" fontSize="lg">
              Teacher
            </Text>
          </Card.Header>
          <Card.Body>
            <QueryBoundary what="the school's teachers" skeleton={<Skeleton height="10" aria-busy="true" aria-label="Loading teachers" />}>
              <TeacherPicker cls={cls} />
            </QueryBoundary>
          </Card.Body>
        </Card.Root>
        <Box as="section" aria-labelledby={`${classId}-students`}>
          <Students cls={cls} search={search} onSearch={onSearch} />
        </Box>
      </Stack>
      {deleting && <DeleteClassDialog area={area} cls={cls} onClose={() => setDeleting(false)} />}
    </>
  );
}

/** "Link a teacher to a class": the school's active teachers; the class keeps its students and progress. */
function TeacherPicker({ cls }: { cls: AdminClassDetail }) {
  const { data: options } = useClassOptions(cls.school._id);
  const change = useChangeTeacher();
  const [teacherId, setTeacherId] = useState(cls.teacher._id);
  const [failure, setFailure] = useState<string>();
  const known = options.teachers.some((t) => t._id === cls.teacher._id);
  return (
    <Stack gap="3">
      <Text>
        Taught by <strong>{cls.teacher.name}</strong>. Another teacher of {cls.school.name} can take it over: the students and their
        progress stay with the class.
      </Text>
      <HStack gap="3" align="end" wrap="wrap">
        <Box flex="1 1 16rem">
          <FormField label="Teacher of this class">
            <SelectInput value={teacherId} onChange={(e) => setTeacherId(e.currentTarget.value)}>
              {!known && <option value={cls.teacher._id}>{cls.teacher.name} (no longer active here)</option>}
              <TeacherOptions teachers={options.teachers} />
            </SelectInput>
          </FormField>
        </Box>
        <Button
          disabled={teacherId === cls.teacher._id}
          loading={change.isPending}
          loadingText="Saving…"
          onClick={() =>
            change.mutate(
              { classId: cls._id, teacherId },
              {
                onSuccess: (updated) => {
                  setFailure(undefined);
                  showSnackbar(`${updated.teacher.name} now teaches ${titleOf(cls)}`);
                },
                onError: (error) => setFailure(errorMessage(error)),
              },
            )
          }
        >
          Change teacher
        </Button>
      </HStack>
      {failure && <Text color="fg.error">{failure}</Text>}
    </Stack>
  );
}

function Students({
  cls,
  search,
  onSearch,
}: {
  cls: AdminClassDetail;
  search: ClassStudentsSearch;
  onSearch: (s: ClassStudentsSearch) => void;
}) {
  const [enrolling, setEnrolling] = useState(false);
  return (
    <>
      <HStack justify="space-between" wrap="wrap" gap="3" mb="3">
        <Text as="h2" id={`${cls._id}-students`} fontWeight="semibold" fontSize="lg">
          Students ({cls.studentCount})
        </Text>
        <Button onClick={() => setEnrolling(true)}>
          <UserPlus aria-hidden /> Enroll students
        </Button>
      </HStack>
      <Box mb="3">
        <SearchBox label="Search the class by name or number" value={search.q} maxLength={100} onChange={(q) => onSearch({ q, page: 0 })} />
      </Box>
      <QueryBoundary key={`${search.q}:${search.page}`} what="the students" skeleton={<RowsSkeleton label="Loading students" />}>
        <Enrolled cls={cls} search={search} onSearch={onSearch} onEnroll={() => setEnrolling(true)} />
      </QueryBoundary>
      {enrolling && <EnrollDialog classId={cls._id} className={titleOf(cls)} onClose={() => setEnrolling(false)} />}
    </>
  );
}

function Enrolled({
  cls,
  search,
  onSearch,
  onEnroll,
}: {
  cls: AdminClassDetail;
  search: ClassStudentsSearch;
  onSearch: (s: ClassStudentsSearch) => void;
  onEnroll: () => void;
}) {
  const { data } = useClassStudents(cls._id, { ...search, show: 'enrolled' });
  const unenroll = useUnenrollStudents();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string>();
  if (data.items.length === 0) {
    return search.q ? (
      <EmptyState icon={<Users />} title="No student of the class matches" />
    ) : (
      <EmptyState icon={<Users />} title="No students yet" description="Enroll students of the school in this class.">
        <Button variant="outline" size="sm" onClick={onEnroll}>
          Enroll students
        </Button>
      </EmptyState>
    );
  }
  const picked = data.items.filter((s) => selected.has(s._id));
  return (
    <>
      <StudentPickList
        label="Students of the class"
        students={data.items}
        selected={selected}
        onToggle={(id, on) => setSelected(toggled(selected, id, on))}
      />
      <HStack mt="3" gap="3" wrap="wrap">
        <Button variant="outline" colorPalette="red" disabled={selected.size === 0} onClick={() => setConfirming(true)}>
          <UserMinus aria-hidden /> {selected.size === 0 ? 'Unenroll' : `Unenroll ${plural(selected.size, 'student')}`}
        </Button>
      </HStack>
      <RangePager
        page={data.page}
        pageSize={classStudentsPageSize}
        total={data.total}
        onPage={(page) => onSearch({ ...search, page })}
        label="Pages of students"
      />
      {confirming && (
        <DeleteDialog
          title={`Unenroll ${plural(selected.size, 'student')}?`}
          confirmLabel="Unenroll"
          pending={unenroll.isPending}
          failure={failure}
          onClose={() => {
            setFailure(undefined);
            setConfirming(false);
          }}
          onConfirm={() =>
            unenroll.mutate(
              { classId: cls._id, studentIds: [...selected] },
              {
                onSuccess: ({ changed }) => {
                  showSnackbar(`${plural(changed, 'student')} unenrolled`);
                  setSelected(new Set());
                  setConfirming(false);
                },
                onError: (error) => setFailure(errorMessage(error)),
              },
            )
          }
        >
          <Text>
            {picked.map((s) => `${s.firstName} ${s.lastName}`).join(', ')} will leave {titleOf(cls)}. Their progress records are kept and
            count again if they are enrolled again; the teacher no longer sees them in this class.
          </Text>
        </DeleteDialog>
      )}
    </>
  );
}

function DeleteClassDialog({ area, cls, onClose }: { area: AdminArea; cls: AdminClassDetail; onClose: () => void }) {
  const remove = useDeleteClass();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string>();
  return (
    <DeleteDialog
      title={`Delete ${titleOf(cls)}?`}
      confirmLabel="Delete class"
      pending={remove.isPending}
      failure={failure}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(cls._id, {
          onSuccess: () => {
            showSnackbar(`${titleOf(cls)} deleted`);
            onClose();
            void navigate({ to: '/$area/classes', params: { area }, search: { school: cls.school._id } as never });
          },
          onError: (error) => setFailure(errorMessage(error)),
        })
      }
    >
      <Text>This deletes the class at {cls.school.name} and with it:</Text>
      <Box as="ul" ps="5" listStyleType="disc">
        <li>{plural(cls.studentCount, 'enrollment')}</li>
        <li>{plural(cls.progressCount, 'progress record')} of its students</li>
        <li>{plural(cls.gradeCount, 'gradebook score')}</li>
      </Box>
      <Text>The students, the teacher and the course stay.</Text>
    </DeleteDialog>
  );
}

/** The route's pending component. */
export function ClassPending() {
  return (
    <Stack gap="4" aria-busy="true" aria-label="Loading the class">
      <Skeleton height="5" width="40" />
      <Skeleton height="9" width={{ base: 'full', md: '96' }} />
      <Skeleton height="28" borderRadius="l2" />
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} height="10" />
      ))}
    </Stack>
  );
}

export function ClassError({ area, ...props }: ErrorComponentProps & { area: AdminArea }) {
  return (
    <PageError
      {...props}
      what="the class"
      notFound={<NotFoundState what="class" back={{ to: '/$area/classes', params: { area } }} backLabel="Back to classes" />}
    />
  );
}
