import { Users } from 'lucide-react';
import { EmptyState } from '@/src/components/empty-state';
import { QueryBoundary } from '@/src/components/query-boundary';
import { useEnrolledStudents } from '../api/enrolled-students';
import type { RosterState } from '../lib/roster';
import { RosterSkeleton, RosterTable } from './roster-table';

interface Props {
  instanceId: string;
  state: RosterState;
  onStateChange: (change: Partial<RosterState>) => void;
}

/** The class roster tab: the enrolled students with their progress. */
export function ClassRoster(props: Props) {
  return (
    <QueryBoundary skeleton={<RosterSkeleton />} what="the class roster">
      <ClassRosterContent {...props} />
    </QueryBoundary>
  );
}

function ClassRosterContent({ instanceId, state, onStateChange }: Props) {
  const { data } = useEnrolledStudents(instanceId);
  if (data.length === 0) {
    return (
      <EmptyState
        icon={<Users />}
        title="No students in this class yet"
        description="Students enrolled in this class will be listed here."
      />
    );
  }
  return <RosterTable label="Class roster" rows={data} state={state} onStateChange={onStateChange} />;
}
