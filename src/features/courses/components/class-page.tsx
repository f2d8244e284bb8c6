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
import { i18n } from '@/src/lib/i18n/i18n';
import { useT } from '@/src/lib/i18n/use-t';
import { showSnackbar } from '@/src/lib/snackbar';
import { useChangeTeacher, useDeleteClass, useUnenrollStudents } from '../api/class-mutations';
import { classStudentsPageSize, useAdminClass, useClassOptions, useClassStudents } from '../api/classes';
import { formatDay } from '../lib/format';
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
  const t = useT();
  const { data: cls } = useAdminClass(classId);
  const [deleting, setDeleting] = useState(false);
  const title = titleOf(cls);
  return (
    <>
      <Breadcrumbs
        label={t('courses.breadcrumb')}
        items={[
          {
            label: t('courses.classes.title'),
            link: { to: '/$area/classes', params: { area }, search: { school: cls.school._id } as never },
          },
          { label: title },
        ]}
      />
      <PageHeader
        title={title}
        description={t('courses.class.description', {
          school: cls.school.name,
          date: formatDay(cls.startDate),
          students: t('courses.students', { count: cls.studentCount }),
        })}
        actions={
          <Button variant="outline" colorPalette="red" onClick={() => setDeleting(true)}>
            <Trash2 aria-hidden /> {t('courses.class.delete')}
          </Button>
        }
      />
      <Stack gap="6">
        <Card.Root variant="outline">
          <Card.Header>
            <Text as="h2" fontWeight="semibold" fontSize="lg">
              {t('courses.class.teacher')}
            </Text>
          </Card.Header>
          <Card.Body>
            <QueryBoundary
              what={t('courses.class.teachersWhat')}
              skeleton={<Skeleton height="10" aria-busy="true" aria-label={t('courses.class.loadingTeachers')} />}
            >
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
  const t = useT();
  const { data: options } = useClassOptions(cls.school._id);
  const change = useChangeTeacher();
  const [teacherId, setTeacherId] = useState(cls.teacher._id);
  const [failure, setFailure] = useState<string>();
  const known = options.teachers.some((t) => t._id === cls.teacher._id);
  return (
    <Stack gap="3">
      <Text>
        {t('courses.class.taughtBy')} <strong>{cls.teacher.name}</strong>. {t('courses.class.takeOver', { school: cls.school.name })}
      </Text>
      <HStack gap="3" align="end" wrap="wrap">
        <Box flex="1 1 16rem">
          <FormField label={t('courses.class.teacherOf')}>
            <SelectInput value={teacherId} onChange={(e) => setTeacherId(e.currentTarget.value)}>
              {!known && <option value={cls.teacher._id}>{t('courses.class.noLongerActive', { name: cls.teacher.name })}</option>}
              <TeacherOptions teachers={options.teachers} />
            </SelectInput>
          </FormField>
        </Box>
        <Button
          disabled={teacherId === cls.teacher._id}
          loading={change.isPending}
          loadingText={t('courses.saving')}
          onClick={() =>
            change.mutate(
              { classId: cls._id, teacherId },
              {
                onSuccess: (updated) => {
                  setFailure(undefined);
                  showSnackbar(t('courses.class.teaches', { name: updated.teacher.name, class: titleOf(cls) }));
                },
                onError: (error) => setFailure(errorMessage(error)),
              },
            )
          }
        >
          {t('courses.class.changeTeacher')}
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
  const t = useT();
  const [enrolling, setEnrolling] = useState(false);
  return (
    <>
      <HStack justify="space-between" wrap="wrap" gap="3" mb="3">
        <Text as="h2" id={`${cls._id}-students`} fontWeight="semibold" fontSize="lg">
          {t('courses.class.studentsHeading', { count: cls.studentCount })}
        </Text>
        <Button onClick={() => setEnrolling(true)}>
          <UserPlus aria-hidden /> {t('courses.class.enroll')}
        </Button>
      </HStack>
      <Box mb="3">
        <SearchBox label={t('courses.class.search')} value={search.q} maxLength={100} onChange={(q) => onSearch({ q, page: 0 })} />
      </Box>
      <QueryBoundary
        key={`${search.q}:${search.page}`}
        what={t('courses.class.studentsWhat')}
        skeleton={<RowsSkeleton label={t('courses.class.loadingStudents')} />}
      >
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
  const t = useT();
  const { data } = useClassStudents(cls._id, { ...search, show: 'enrolled' });
  const unenroll = useUnenrollStudents();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string>();
  if (data.items.length === 0) {
    return search.q ? (
      <EmptyState icon={<Users />} title={t('courses.class.noMatch')} />
    ) : (
      <EmptyState icon={<Users />} title={t('courses.class.noStudents')} description={t('courses.class.noStudentsHint')}>
        <Button variant="outline" size="sm" onClick={onEnroll}>
          {t('courses.class.enroll')}
        </Button>
      </EmptyState>
    );
  }
  const picked = data.items.filter((s) => selected.has(s._id));
  return (
    <>
      <StudentPickList
        label={t('courses.class.studentsOf')}
        students={data.items}
        selected={selected}
        onToggle={(id, on) => setSelected(toggled(selected, id, on))}
      />
      <HStack mt="3" gap="3" wrap="wrap">
        <Button variant="outline" colorPalette="red" disabled={selected.size === 0} onClick={() => setConfirming(true)}>
          <UserMinus aria-hidden />{' '}
          {selected.size === 0 ? t('courses.class.unenroll') : t('courses.class.unenrollCount', { count: selected.size })}
        </Button>
      </HStack>
      <RangePager
        page={data.page}
        pageSize={classStudentsPageSize}
        total={data.total}
        onPage={(page) => onSearch({ ...search, page })}
        label={t('courses.class.pages')}
      />
      {confirming && (
        <DeleteDialog
          title={t('courses.class.unenrollTitle', { count: selected.size })}
          confirmLabel={t('courses.class.unenroll')}
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
                  showSnackbar(t('courses.class.unenrolled', { count: changed }));
                  setSelected(new Set());
                  setConfirming(false);
                },
                onError: (error) => setFailure(errorMessage(error)),
              },
            )
          }
        >
          <Text>
            {t('courses.class.unenrollBody', {
              names: new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(picked.map((s) => `${s.firstName} ${s.lastName}`)),
              class: titleOf(cls),
            })}
          </Text>
        </DeleteDialog>
      )}
    </>
  );
}

function DeleteClassDialog({ area, cls, onClose }: { area: AdminArea; cls: AdminClassDetail; onClose: () => void }) {
  const t = useT();
  const remove = useDeleteClass();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string>();
  return (
    <DeleteDialog
      title={t('courses.class.deleteTitle', { class: titleOf(cls) })}
      confirmLabel={t('courses.class.delete')}
      pending={remove.isPending}
      failure={failure}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(cls._id, {
          onSuccess: () => {
            showSnackbar(t('courses.class.deleted', { class: titleOf(cls) }));
            onClose();
            void navigate({ to: '/$area/classes', params: { area }, search: { school: cls.school._id } as never });
          },
          onError: (error) => setFailure(errorMessage(error)),
        })
      }
    >
      <Text>{t('courses.class.deleteBody', { school: cls.school.name })}</Text>
      <Box as="ul" ps="5" listStyleType="disc">
        <li>{t('courses.class.enrollments', { count: cls.studentCount })}</li>
        <li>{t('courses.class.progressOf', { records: t('courses.progressRecords', { count: cls.progressCount }) })}</li>
        <li>{t('courses.class.scores', { count: cls.gradeCount })}</li>
      </Box>
      <Text>{t('courses.class.stay')}</Text>
    </DeleteDialog>
  );
}

/** The route's pending component. */
export function ClassPending() {
  const t = useT();
  return (
    <Stack gap="4" aria-busy="true" aria-label={t('courses.class.loading')}>
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
  const t = useT();
  return (
    <PageError
      {...props}
      what={t('courses.class.what')}
      notFound={
        <NotFoundState
          title={t('courses.class.notFound')}
          description={t('courses.course.notFoundHint')}
          back={{ to: '/$area/classes', params: { area } }}
          backLabel={t('courses.class.back')}
        />
      }
    />
  );
}
