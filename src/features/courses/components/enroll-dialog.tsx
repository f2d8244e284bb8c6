import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { UserSearch } from 'lucide-react';
import { useState } from 'react';
import { DialogFrame } from '@/src/components/dialog-frame';
import { EmptyState } from '@/src/components/empty-state';
import { InlineAlert } from '@/src/components/inline-alert';
import { QueryBoundary } from '@/src/components/query-boundary';
import { RangePager } from '@/src/components/range-pager';
import { SearchBox } from '@/src/components/search-box';
import { errorMessage } from '@/src/lib/error-message';
import { useT } from '@/src/lib/i18n/use-t';
import { showSnackbar } from '@/src/lib/snackbar';
import { useEnrollStudents } from '../api/class-mutations';
import { classStudentsPageSize, useClassStudents } from '../api/classes';
import { RowsSkeleton } from './rows-skeleton';
import { StudentPickList, toggled } from './student-pick-list';

/** Enrolls students of the class's school: search, tick several (the ticks survive a new search or page), enroll them at once. */
export function EnrollDialog({ classId, className, onClose }: { classId: string; className: string; onClose: () => void }) {
  const t = useT();
  const enroll = useEnrollStudents();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [failure, setFailure] = useState<string>();

  const submit = () => {
    if (selected.size === 0 || enroll.isPending) return;
    setFailure(undefined);
    enroll.mutate(
      { classId, studentIds: [...selected] },
      {
        onSuccess: ({ changed }) => {
          showSnackbar(t('courses.enroll.done', { count: changed, class: className }));
          onClose();
        },
        onError: (error) => setFailure(errorMessage(error)),
      },
    );
  };

  return (
    <DialogFrame
      title={t('courses.enroll.title', { class: className })}
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('courses.enroll.cancel')}
          </Button>
          <Button onClick={submit} disabled={selected.size === 0} loading={enroll.isPending} loadingText={t('courses.enroll.enrolling')}>
            {selected.size === 0 ? t('courses.enroll.enroll') : t('courses.enroll.enrollCount', { count: selected.size })}
          </Button>
        </>
      }
    >
      <Stack gap="3">
        {failure && <InlineAlert title={t('courses.enroll.failed')}>{failure}</InlineAlert>}
        <Text color="fg.muted" fontSize="sm">
          {t('courses.enroll.hint')}
        </Text>
        <SearchBox
          label={t('courses.enroll.search')}
          value={q}
          maxLength={100}
          onChange={(next) => {
            setQ(next);
            setPage(0);
          }}
        />
        <QueryBoundary
          key={`${q}:${page}`}
          what={t('courses.class.studentsWhat')}
          skeleton={<RowsSkeleton label={t('courses.class.loadingStudents')} />}
        >
          <Available classId={classId} q={q} page={page} setPage={setPage} selected={selected} setSelected={setSelected} />
        </QueryBoundary>
      </Stack>
    </DialogFrame>
  );
}

function Available({
  classId,
  q,
  page,
  setPage,
  selected,
  setSelected,
}: {
  classId: string;
  q: string;
  page: number;
  setPage: (page: number) => void;
  selected: Set<string>;
  setSelected: (next: Set<string>) => void;
}) {
  const t = useT();
  const { data } = useClassStudents(classId, { q, page, show: 'available' });
  if (data.items.length === 0) {
    return (
      <EmptyState
        icon={<UserSearch />}
        title={t(q ? 'courses.enroll.noMatch' : 'courses.enroll.everyone')}
        description={q ? t('courses.enroll.noMatchHint') : undefined}
      />
    );
  }
  return (
    <Box>
      <StudentPickList
        label={t('courses.enroll.toEnroll')}
        students={data.items}
        selected={selected}
        onToggle={(id, on) => setSelected(toggled(selected, id, on))}
      />
      <RangePager page={data.page} pageSize={classStudentsPageSize} total={data.total} onPage={setPage} label={t('courses.class.pages')} />
    </Box>
  );
}
