import { Button, HStack, Stack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Download, Settings2, TableProperties, Users } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { gradeClass } from '@/domain/grade-engine';
import { EmptyState } from '@/src/components/empty-state';
import { PageHeader } from '@/src/components/page-header';
import { useClassGradebook } from '@/src/features/gradebook/api/class-gradebook';
import { useExportClass } from '@/src/features/gradebook/api/export-class';
import { useSaveScore } from '@/src/features/gradebook/api/save-score';
import { useT } from '@/src/lib/i18n/use-t';
import { ActiveCellBar } from './active-cell-bar';
import { GradeGrid, type GradeGridProps } from './grade-grid';
import { dataIndexOf, gridColumns } from './grid-columns';
import type { CellPosition } from './grid-navigation';

/**
 * Grade entry for one class: the students × the template's attributes, with the division and
 * total percentages and class averages computed by THE grade engine (contract/grade-engine.ts).
 */
export function ClassGradebook({ instanceId, gridHeight }: { instanceId: string; gridHeight?: string }) {
  const t = useT();
  const { data } = useClassGradebook(instanceId);
  const saveScore = useSaveScore(instanceId);
  const exportClass = useExportClass(instanceId);
  const [active, setActive] = useState<CellPosition>({ row: 0, col: 1 });

  const studentIds = useMemo(() => data.students.map((s) => s._id), [data.students]);
  const grades = useMemo(
    () => gradeClass(data.template, studentIds, data.scores, data.automatic),
    [data.template, studentIds, data.scores, data.automatic],
  );
  const columns = useMemo(() => gridColumns(grades.layout), [grades.layout]);
  const { courseInstance } = data;
  const title = `${courseInstance._course.name} · ${courseInstance.gradeSection.name}`;

  const onSave = useCallback<GradeGridProps['onSave']>(
    (row, column, entry) => {
      const student = data.students[row];
      if (!student) return;
      saveScore.mutate({
        courseInstanceId: instanceId,
        studentId: student._id,
        attributeId: column.attribute.attributeId,
        value: entry.value,
        state: entry.state,
      });
    },
    [data.students, instanceId, saveScore.mutate],
  );

  const activeColumn = active.col === 0 ? 'name' : active.col === columns.count - 1 ? 'total' : columns.data[dataIndexOf(active.col)];
  const onMark = (mark: 'missing' | 'excused' | 'clear') => {
    if (typeof activeColumn !== 'object' || activeColumn.kind !== 'attribute') return;
    onSave(
      active.row,
      activeColumn,
      mark === 'clear' ? { ok: true, value: null, state: 'graded' } : { ok: true, value: null, state: mark },
    );
  };

  const actions = (
    <HStack gap="2" wrap="wrap">
      <Button asChild variant="outline" size="sm">
        <Link to="/gradebook" search={{ course: courseInstance._course._id }}>
          <Settings2 aria-hidden /> {t('gradebook.class.editTemplate')}
        </Link>
      </Button>
      <Button size="sm" onClick={() => exportClass.mutate()} loading={exportClass.isPending} loadingText={t('gradebook.class.exporting')}>
        <Download aria-hidden /> {t('gradebook.class.export')}
      </Button>
    </HStack>
  );

  return (
    <Stack gap="3">
      <PageHeader title={title} description={t('gradebook.class.description')} actions={actions} />
      {data.students.length === 0 ? (
        <EmptyState icon={<Users />} title={t('gradebook.class.noStudents')} description={t('gradebook.class.noStudentsHint')} />
      ) : columns.data.length === columns.groups.length ? (
        <EmptyState icon={<TableProperties />} title={t('gradebook.class.nothing')} description={t('gradebook.class.nothingHint')} />
      ) : (
        <>
          <ActiveCellBar
            student={data.students[active.row]}
            column={activeColumn}
            divisionName={typeof activeColumn === 'object' ? grades.layout.divisions[activeColumn.division]?.name : undefined}
            onMark={onMark}
          />
          <GradeGrid
            label={t('gradebook.class.gridLabel', { title })}
            students={data.students}
            columns={columns}
            grades={grades}
            active={active}
            onActiveChange={setActive}
            onSave={onSave}
            {...(gridHeight ? { height: gridHeight } : {})}
          />
        </>
      )}
    </Stack>
  );
}
