import { Users } from 'lucide-react';
import { EmptyState } from '@/src/components/empty-state';
import { QueryBoundary } from '@/src/components/query-boundary';
import { useT } from '@/src/lib/i18n/use-t';
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
  const t = useT();
  return (
    <QueryBoundary skeleton={<RosterSkeleton />} what={t('teacher.roster.what')}>
      <ClassRosterContent {...props} />
    </QueryBoundary>
  );
}

function ClassRosterContent({ instanceId, state, onStateChange }: Props) {
  const t = useT();
  const { data } = useEnrolledStudents(instanceId);
  if (data.length === 0) {
    return <EmptyState icon={<Users />} title={t('teacher.roster.empty')} description={t('teacher.roster.emptyHint')} />;
  }
  return <RosterTable label={t('teacher.roster.label')} rows={data} state={state} onStateChange={onStateChange} />;
}
