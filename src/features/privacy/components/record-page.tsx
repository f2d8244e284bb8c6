import { Button, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { type ErrorComponentProps, getRouteApi, Link } from '@tanstack/react-router';
import { Download, SearchX, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Breadcrumbs } from '@/src/components/breadcrumbs';
import { EmptyState } from '@/src/components/empty-state';
import { PageError } from '@/src/components/page-error';
import { PageHeader } from '@/src/components/page-header';
import { RangePager } from '@/src/components/range-pager';
import type { AdminArea } from '@/src/lib/admin-area';
import { useT } from '@/src/lib/i18n/use-t';
import { useDownloadStudentRecord } from '../api/export';
import { accessPageSize, useRecordAccess } from '../api/record-access';
import { fullName } from '../lib/format';
import { AccessLogSkeleton, AccessLogTable } from './access-log-table';
import { DeletionNotice, LeftSchoolNotice } from './deletion-notice';
import { StudentStatusBadges } from './student-status-badges';

/** The page's own route: its search (and params) typed by its parsers. */
const route = getRouteApi('/$area/privacy/$studentId');

/** The dialog loads when it is opened: the record shows without it. */
const DeleteStudentDialog = lazy(() => import('./delete-student-dialog').then((m) => ({ default: m.DeleteStudentDialog })));

export interface StudentRecordPageProps {
  area: AdminArea;
  studentId: string;
  /** The access log's page, from 0. */
  page: number;
  onPage: (page: number) => void;
}

/**
 * `/admin/privacy/$studentId` and its super admin twin: one student's record — download it, delete
 * it (or cancel a pending deletion), and who read it. The route has loaded the student with the
 * first page of the log, and the policy the delete dialog quotes.
 */
export function StudentRecordPage({ area, studentId, page, onPage }: StudentRecordPageProps) {
  const t = useT();
  const { data } = useRecordAccess(studentId, page);
  const { student } = data;
  const download = useDownloadStudentRecord();
  const [deleting, setDeleting] = useState(false);
  const name = fullName(student);

  return (
    <>
      <Breadcrumbs items={[{ label: t('privacy.title'), link: { to: '/$area/privacy', params: { area } } }, { label: name }]} />
      <PageHeader
        title={name}
        description={[student.studentNumber, student.school.name, student.gradeSection].filter(Boolean).join(' · ')}
        actions={
          <Stack direction={{ base: 'column', sm: 'row' }} gap="2" flexShrink={0}>
            <Button
              variant="outline"
              minH="11"
              onClick={() => download.mutate(student._id)}
              loading={download.isPending}
              loadingText={t('privacy.record.preparing')}
            >
              <Download aria-hidden /> {t('privacy.record.download')}
            </Button>
            {!student.deletionDueAt && (
              <Button variant="outline" colorPalette="red" minH="11" onClick={() => setDeleting(true)}>
                <Trash2 aria-hidden /> {t('privacy.record.delete')}
              </Button>
            )}
          </Stack>
        }
      />
      <HStack gap="2" wrap="wrap" mt="-4" mb="4">
        <StudentStatusBadges student={student} />
      </HStack>
      {student.deletionDueAt && <DeletionNotice student={student} deletionDueAt={student.deletionDueAt} />}
      {student.deactivatedAt && !student.deletionDueAt && <LeftSchoolNotice deactivatedAt={student.deactivatedAt} />}
      <Text fontSize="sm" color="fg.muted" mb="6">
        {t('privacy.record.downloadHint')}
      </Text>

      <Stack as="section" gap="3" aria-labelledby="access-log-heading">
        <Heading as="h2" size="lg" id="access-log-heading">
          {t('privacy.record.whoRead')}
        </Heading>
        <AccessLogTable entries={data.items} firstName={student.firstName} />
        <RangePager label={t('privacy.record.accessPages')} page={data.page} pageSize={accessPageSize} total={data.total} onPage={onPage} />
      </Stack>

      {deleting && (
        <Suspense fallback={null}>
          <DeleteStudentDialog student={student} onClose={() => setDeleting(false)} />
        </Suspense>
      )}
    </>
  );
}

/** The routes' pending component: the header and the log in their shape. */
export function StudentRecordPending() {
  const t = useT();
  return (
    <Stack gap="6" aria-busy="true" aria-label={t('privacy.record.loading')}>
      <Skeleton height="4" width="40" />
      <Stack gap="2">
        <Skeleton height="8" width={{ base: '70%', md: '20rem' }} />
        <Skeleton height="4" width={{ base: '90%', md: '28rem' }} />
      </Stack>
      <AccessLogSkeleton />
    </Stack>
  );
}

/** An unknown student, one outside the admin's reach, or one already purged: the server does not tell them apart. */
export function StudentNotFound({ area }: { area: AdminArea }) {
  const t = useT();
  return (
    <EmptyState icon={<SearchX />} title={t('privacy.record.notFound')} description={t('privacy.record.notFoundHint')}>
      <Button asChild variant="outline" size="sm">
        <Link to="/$area/privacy" params={{ area }}>
          {t('privacy.record.allStudents')}
        </Link>
      </Button>
    </EmptyState>
  );
}

/** The routes' error component: a 404 as "not found", anything else with Retry. */
export function StudentRecordError({ area, ...props }: ErrorComponentProps & { area: AdminArea }) {
  const t = useT();
  return <PageError {...props} what={t('privacy.record.what')} notFound={<StudentNotFound area={area} />} />;
}

/** The record route's component (both areas): the student from the path (the route's typed params), the log's page from `?page=` (paging pushes, so Back works). */
export function StudentRecordRoutePage({ area, studentId }: { area: AdminArea; studentId: string }) {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <StudentRecordPage
      area={area}
      studentId={studentId}
      page={search.page ?? 0}
      onPage={(page) => void navigate({ to: '.', search: page > 0 ? { page } : {}, resetScroll: false })}
    />
  );
}
