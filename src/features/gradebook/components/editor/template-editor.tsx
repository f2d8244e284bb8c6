import { Stack } from '@chakra-ui/react';
import { useBlocker } from '@tanstack/react-router';
import { FileQuestion } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import type { GradebookCourse, GradebookTemplate } from '@/contract/schemas/gradebook';
import { EmptyState } from '@/src/components/empty-state';
import { useAttributeCatalogue } from '@/src/features/gradebook/api/attributes';
import { useGradebookCourses } from '@/src/features/gradebook/api/courses';
import { conflictOf, useSaveTemplate } from '@/src/features/gradebook/api/save-template';
import { useTemplates } from '@/src/features/gradebook/api/templates';
import { issueMap } from '@/src/features/gradebook/lib/issue-map';
import { type CourseRef, courseTemplate, serverCopyOf } from '@/src/features/gradebook/stores/template-editor-store';
import { sameContent } from '@/src/features/gradebook/stores/template-edits';
import { useLocale, useT } from '@/src/lib/i18n/use-t';
import { showSnackbar } from '@/src/lib/snackbar';
import { ConflictDialog } from './conflict-dialog';
import { CoursePicker } from './course-picker';
import { DiscardDialog } from './discard-dialog';
import { DivisionCard } from './division-card';
import { EditorStoreProvider, useEditor, useEditorHistory, useEditorStoreApi } from './editor-store-context';
import { EditorToolbar } from './editor-toolbar';
import { FocusRequestsProvider, useRequestFocus } from './focus-requests';
import { TemplateDnd } from './template-dnd';
import { TemplateNotice } from './template-notice';
import { UnassignedPool } from './unassigned-pool';
import { useCourseUrlSync } from './use-course-url-sync';
import { useNewerServerCopy } from './use-newer-server-copy';
import { WeightNotice } from './weight-notice';

interface Props {
  /** `?course=` (already parsed): the course whose template to open; undefined opens DEFAULT. */
  courseParam: string | undefined;
  /** Writes `?course=` (replacing the history entry). */
  onCourseParamChange: (course: string | undefined) => void;
}

/** The course of an id, from the courses the user may edit (or a template that names it). */
function courseRefOf(
  courses: readonly GradebookCourse[],
  templates: readonly GradebookTemplate[],
  courseId: string | undefined,
): CourseRef | null {
  if (!courseId) return null;
  const course = courses.find((c) => c._id === courseId);
  if (course) return { _id: course._id, name: course.name };
  return courseTemplate(templates, courseId)?._course ?? null;
}

/** The gradebook template editor (ARCHITECTURE.md §6). Its data is loaded by the route before it shows. */
export function TemplateEditor({ courseParam, onCourseParamChange }: Props) {
  const { data: templates } = useTemplates();
  const { data: courses } = useGradebookCourses();
  const unknownCourse = useRef(courseParam !== undefined && courseRefOf(courses, templates, courseParam) === null);
  return (
    <EditorStoreProvider init={(store) => store.getState().selectByCourse(templates, courseRefOf(courses, templates, courseParam))}>
      <FocusRequestsProvider>
        <EditorBody courseParam={courseParam} onCourseParamChange={onCourseParamChange} unknownCourse={unknownCourse} />
      </FocusRequestsProvider>
    </EditorStoreProvider>
  );
}

function EditorBody({ courseParam, onCourseParamChange, unknownCourse }: Props & { unknownCourse: { current: boolean } }) {
  const { data: templates } = useTemplates();
  const { data: courses } = useGradebookCourses();
  const t = useT();
  const { data: catalogue } = useAttributeCatalogue();
  const store = useEditorStoreApi();
  const template = useEditor((s) => s.template);
  const hasHistory = useEditorHistory((s) => s.pastStates.length + s.futureStates.length > 0);
  const requestFocus = useRequestFocus();
  const saveTemplate = useSaveTemplate();
  const [conflict, setConflict] = useState<GradebookTemplate | null>(null);
  const [pendingCourse, setPendingCourse] = useState<{ course: string | undefined; fromAddress: boolean } | null>(null);

  const serverCopy = template ? serverCopyOf(templates, template) : undefined;
  const dirty = !!template && (!serverCopy || !sameContent(template, serverCopy));
  const locale = useLocale();
  // Worded in the active language: a switch words them again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `locale` stands for the language issueMap words in.
  const issues = useMemo(() => (template ? issueMap(template) : new Map<string, string>()), [template, locale]);
  const selectedCourse = template?._course?._id;

  // Leaving the page with unsaved changes asks first (in-app navigation, and reload/close of the tab).
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const blocker = useBlocker({
    shouldBlockFn: ({ current, next }) => dirtyRef.current && current.pathname !== next.pathname,
    enableBeforeUnload: () => dirtyRef.current,
    withResolver: true,
  });

  const select = (course: string | undefined) => {
    unknownCourse.current = false;
    store.getState().selectByCourse(templates, courseRefOf(courses, templates, course));
  };
  const pick = (course: string | undefined, fromAddress: boolean) => {
    if (dirtyRef.current) setPendingCourse({ course, fromAddress });
    else select(course);
  };
  useCourseUrlSync({
    courseParam,
    selectedCourse,
    onParamChange: (course) => pick(course, true),
    writeParam: onCourseParamChange,
  });
  useNewerServerCopy(templates, template, hasHistory, (newer) => store.getState().load(newer));

  if (!template) {
    return (
      <EmptyState icon={<FileQuestion />} title={t('gradebook.editor.noTemplates')} description={t('gradebook.editor.noTemplatesHint')} />
    );
  }

  const save = () => {
    const current = store.getState().template;
    if (!current) return;
    const problems = issueMap(current).size;
    if (problems > 0) {
      showSnackbar(t('gradebook.editor.fixProblems', { count: problems }), 'error');
      return;
    }
    saveTemplate.mutate(current, {
      onSuccess: ({ data }) => store.getState().markSaved(data),
      onError: (error) => setConflict(conflictOf(error) ?? null),
    });
  };

  return (
    <Stack gap="4">
      {/* Sticks under the app's fixed top bar (and announcement row), which the layout publishes as --app-top. */}
      <Stack
        gap="3"
        position="sticky"
        top="var(--app-top, 0px)"
        zIndex="docked"
        bg="bg.subtle"
        py="3"
        borderBottomWidth="1px"
        borderColor="border"
      >
        <CoursePicker
          courses={courses}
          templates={templates}
          value={selectedCourse ?? null}
          onPick={(id) => pick(id ?? undefined, false)}
        />
        <EditorToolbar
          canSave={dirty || template.version === 0}
          dirty={dirty}
          saving={saveTemplate.isPending}
          onSave={save}
          onReset={() => {
            store.getState().reset(templates);
            showSnackbar(t('gradebook.editor.resetDone'), 'info');
          }}
          onAddDivision={() => {
            const id = store.getState().addDivision(t('gradebook.editor.newDivision', { number: template.gradings.length + 1 }));
            if (id) requestFocus(`division:${id}`);
          }}
        />
      </Stack>
      <TemplateNotice template={template} unknownCourse={unknownCourse.current} />
      <WeightNotice divisions={template.gradings} />
      <TemplateDnd>
        <Stack gap="4">
          {template.gradings.length === 0 && (
            <EmptyState
              icon={<FileQuestion />}
              title={t('gradebook.editor.noDivisions')}
              description={t('gradebook.editor.noDivisionsHint')}
            />
          )}
          {template.gradings.map((division, index) => (
            <DivisionCard key={division._id} division={division} index={index} catalogue={catalogue} issues={issues} />
          ))}
          <UnassignedPool attributes={template.unassigned} catalogue={catalogue} issues={issues} />
        </Stack>
      </TemplateDnd>

      <ConflictDialog
        current={conflict}
        onClose={() => setConflict(null)}
        onLoadNewer={() => {
          if (conflict) store.getState().load(conflict);
          setConflict(null);
        }}
        onOverwrite={() => {
          if (conflict) store.getState().rebase(conflict);
          setConflict(null);
          save();
        }}
      />
      <DiscardDialog
        open={pendingCourse !== null}
        action="switch"
        onStay={() => {
          // The address asked for another course: put it back to the one on screen.
          if (pendingCourse?.fromAddress) onCourseParamChange(selectedCourse);
          setPendingCourse(null);
        }}
        onDiscard={() => {
          if (pendingCourse) select(pendingCourse.course);
          setPendingCourse(null);
        }}
      />
      <DiscardDialog
        open={blocker.status === 'blocked'}
        action="leave"
        onStay={() => blocker.reset?.()}
        onDiscard={() => blocker.proceed?.()}
      />
    </Stack>
  );
}
