import { Field, NativeSelect } from '@chakra-ui/react';
import type { GradebookCourse, GradebookTemplate } from '@/contract/schemas/gradebook';
import { courseTemplate } from '@/src/features/gradebook/stores/template-editor-store';
import { useT } from '@/src/lib/i18n/use-t';

interface Props {
  courses: readonly GradebookCourse[];
  templates: readonly GradebookTemplate[];
  /** The selected course, or null for DEFAULT itself. */
  value: string | null;
  onPick: (courseId: string | null) => void;
}

const DEFAULT_VALUE = '';

/** Which template to edit: DEFAULT, or a course's (a course without its own says it uses DEFAULT). */
export function CoursePicker({ courses, templates, value, onPick }: Props) {
  const t = useT();
  return (
    <Field.Root maxW={{ base: 'full', md: '360px' }}>
      <Field.Label>{t('gradebook.picker.course')}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value ?? DEFAULT_VALUE} onChange={(event) => onPick(event.target.value || null)}>
          <option value={DEFAULT_VALUE}>{t('gradebook.picker.default')}</option>
          {courses.map((course) => (
            <option key={course._id} value={course._id}>
              {courseTemplate(templates, course._id) ? course.name : t('gradebook.picker.usesDefault', { name: course.name })}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
