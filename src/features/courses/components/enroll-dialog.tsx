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
import { showSnackbar } from '@/src/lib/snackbar';
import { useEnrollStudents } from '../api/class-mutations';
import { classStudentsPageSize, useClassStudents } from '../api/classes';
import { plural } from '../lib/format';
import { RowsSkeleton } from './rows-skeleton';
import { StudentPickList, toggled } from './student-pick-list';

/** Enrolls students of the class's school: search, tick several (the ticks survive a new search or page), enroll them at once. */
export function EnrollDialog({ classId, className, onClose }: { classId: string; className: string; onClose: () => void }) {
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
          showSnackbar(`${plural(changed, 'student')} enrolled in ${className}`);
          onClose();
        },
        onError: (error) => setFailure(errorMessage(error)),
      },
    );
  };

  return (
    <DialogFrame
      title={`Enroll students in ${className}`}
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={selected.size === 0} loading={enroll.isPending} loadingText="Enrolling…">
            {selected.size === 0 ? 'Enroll' : `Enroll ${plural(selected.size, 'student')}`}
          </Button>
        </>
      }
    >
      <Stack gap="3">
        {failure && <InlineAlert title="Nobody was enrolled">{failure}</InlineAlert>}
        <Text color="fg.muted" fontSize="sm">
          Students of the school who are not in this class.
        </Text>
        <SearchBox
          label="Search by name or student number"
          value={q}
          maxLength={100}
          onChange={(next) => {
            setQ(next);
            setPage(0);
          }}
        />
        <QueryBoundary key={`${q}:${page}`} what="the students" skeleton={<RowsSkeleton label="Loading students" />}>
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
  const { data } = useClassStudents(classId, { q, page, show: 'available' });
  if (data.items.length === 0) {
    return (
      <EmptyState
        icon={<UserSearch />}
        title={q ? 'No student matches' : 'Everyone is enrolled'}
        description={q ? 'Try part of the name or the number.' : undefined}
      />
    );
  }
  return (
    <Box>
      <StudentPickList
        label="Students to enroll"
        students={data.items}
        selected={selected}
        onToggle={(id, on) => setSelected(toggled(selected, id, on))}
      />
      <RangePager page={data.page} pageSize={classStudentsPageSize} total={data.total} onPage={setPage} label="Pages of students" />
    </Box>
  );
}
