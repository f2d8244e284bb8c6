import { temporal } from 'zundo';
import { createStore } from 'zustand/vanilla';
import type { Division, GradebookTemplate, TemplateAttribute } from '@/contract/schemas/gradebook';
import * as edits from './template-edits';

/** The most undo steps kept; older ones fall off. */
export const HISTORY_LIMIT = 100;

/** The history holds this and nothing else: the selected template, never UI state. */
export interface TemplateSnapshot {
  template: GradebookTemplate | null;
}

export interface TemplateEditorState extends TemplateSnapshot {
  /** Shows a server copy; clears the history (loading is not an edit). */
  load(template: GradebookTemplate | null): void;
  /**
   * Selects the template of a course, falling back to DEFAULT when the course has none: then the
   * course starts from a copy of DEFAULT (a draft with version 0, which the server turns into the
   * course's own template on its first save; DEFAULT itself stays untouched). `null` selects
   * DEFAULT itself. Clears the history. Answers whether the fallback was taken.
   */
  selectByCourse(templates: readonly GradebookTemplate[], course: CourseRef | null): { fallback: boolean };
  /**
   * Restores the server copy and selects DEFAULT. Unlike selecting, this is one undoable step, so
   * a Reset pressed by mistake loses nothing: Undo brings the edits back.
   */
  reset(templates: readonly GradebookTemplate[]): void;
  /**
   * After a successful save: takes the saved copy without a history step, and gives the steps of
   * that template its server identity (id, version), so an undo after a save never later makes a
   * stale save (nor re-creates a template that now exists). Edits made while the save was on its
   * way are kept (they are then still unsaved).
   */
  markSaved(saved: GradebookTemplate): void;
  /** Re-bases my edits on a newer server copy ("Overwrite with mine" after a 409): its identity, my content. */
  rebase(base: ServerIdentity): void;

  addDivision(name: string): string | null;
  renameDivision(divisionId: string, name: string): void;
  deleteDivision(divisionId: string): void;
  setDivisionWeight(divisionId: string, weight: number | null): void;
  addAttribute(place: edits.Place, fields?: Partial<Omit<TemplateAttribute, '_id'>>): string | null;
  changeAttribute(attributeId: string, patch: edits.AttributePatch): void;
  deleteAttribute(attributeId: string): void;
  unassignAttribute(attributeId: string): void;
  switchAttribute(attributeId: string, target: edits.Place, index?: number): void;
}

export type CourseRef = NonNullable<GradebookTemplate['_course']>;
/** What the server decides about a template: which one it is and which version is stored. */
export type ServerIdentity = Pick<GradebookTemplate, '_id' | 'version' | 'updatedAt'>;

const newId = () => crypto.randomUUID();

export function defaultTemplate(templates: readonly GradebookTemplate[]): GradebookTemplate | undefined {
  return templates.find((t) => t.type === 'DEFAULT');
}

/** A course's own template: the one whose `_course` is that course (never DEFAULT). */
export function courseTemplate(templates: readonly GradebookTemplate[], courseId: string): GradebookTemplate | undefined {
  return templates.find((t) => t.type === 'COURSE' && t._course?._id === courseId);
}

/** The id of a course's not-yet-saved template (the server assigns the real one on creation). */
export const draftId = (courseId: string) => `draft:${courseId}`;

/** A course without a template starts from DEFAULT: same divisions, the course's name, version 0 (not stored). */
export function draftFromDefault(fallback: GradebookTemplate, course: CourseRef): GradebookTemplate {
  return { ...fallback, _id: draftId(course._id), _course: { _id: course._id, name: course.name }, type: 'COURSE', version: 0 };
}

/**
 * The server copy an edited template is compared with (dirty state): the stored template with its
 * id, or DEFAULT for a course draft.
 */
export function serverCopyOf(templates: readonly GradebookTemplate[], template: GradebookTemplate): GradebookTemplate | undefined {
  const stored = templates.find((t) => t._id === template._id);
  if (stored || template.version !== 0) return stored;
  return defaultTemplate(templates);
}

export function createTemplateEditorStore(initial: GradebookTemplate | null = null) {
  const store = createStore<TemplateEditorState>()(
    temporal(
      (set, get) => {
        /** One edit = one `set` = one history step; an edit that changes nothing adds no step. */
        const edit = (change: (t: GradebookTemplate) => GradebookTemplate) => {
          const { template } = get();
          if (template) set({ template: change(template) });
        };
        /** A set outside the history (not an edit). */
        const setQuietly = (template: GradebookTemplate | null) => {
          const history = store.temporal.getState();
          history.pause();
          set({ template });
          history.resume();
        };
        /** Loading or selecting a template is not an edit: it starts a fresh history. */
        const replaceWithoutHistory = (template: GradebookTemplate | null) => {
          setQuietly(template);
          store.temporal.getState().clear();
        };
        /** Gives every step of one template its newer server identity, so no step can later make a stale save. */
        const rebaseHistory = (templateId: string, { _id, version, updatedAt }: ServerIdentity) => {
          const identity = { _id, version, updatedAt };
          const rebaseStep = (step: Partial<TemplateSnapshot>) =>
            step.template?._id === templateId ? { template: { ...step.template, ...identity } } : step;
          const { pastStates, futureStates } = store.temporal.getState();
          store.temporal.setState({ pastStates: pastStates.map(rebaseStep), futureStates: futureStates.map(rebaseStep) });
        };

        return {
          template: initial,
          load: (template) => replaceWithoutHistory(template),
          selectByCourse: (templates, course) => {
            const fallback = defaultTemplate(templates) ?? null;
            if (course === null) {
              replaceWithoutHistory(fallback);
              return { fallback: false };
            }
            const own = courseTemplate(templates, course._id);
            replaceWithoutHistory(own ?? (fallback && draftFromDefault(fallback, course)));
            return { fallback: own === undefined };
          },
          reset: (templates) => {
            const fallback = defaultTemplate(templates);
            if (fallback) set({ template: fallback });
          },
          markSaved: (saved) => {
            const current = get().template;
            const previousId = current?._id ?? saved._id;
            // Edits made while the save was on its way stay: they only take the saved identity.
            const keepEdits = current && !edits.sameContent(current, saved);
            setQuietly(keepEdits ? { ...current, _id: saved._id, version: saved.version, updatedAt: saved.updatedAt } : saved);
            rebaseHistory(previousId, saved);
          },
          rebase: (base) => {
            const { template } = get();
            if (!template) return;
            setQuietly({ ...template, _id: base._id, version: base.version, updatedAt: base.updatedAt });
            rebaseHistory(template._id, base);
          },

          addDivision: (name) => {
            if (!get().template) return null;
            const division: Pick<Division, '_id' | 'name'> = { _id: newId(), name };
            edit((t) => edits.addDivision(t, division));
            return division._id;
          },
          renameDivision: (divisionId, name) => edit((t) => edits.renameDivision(t, divisionId, name)),
          deleteDivision: (divisionId) => edit((t) => edits.deleteDivision(t, divisionId)),
          setDivisionWeight: (divisionId, weight) => edit((t) => edits.setDivisionWeight(t, divisionId, weight)),
          addAttribute: (place, fields = {}) => {
            const template = get().template;
            if (!template) return null;
            const attribute: TemplateAttribute = { _id: newId(), name: '', maxScore: null, type: null, _attribute: null, ...fields };
            const next = edits.addAttribute(template, place, attribute);
            if (next === template) return null;
            set({ template: next });
            return attribute._id;
          },
          changeAttribute: (attributeId, patch) => edit((t) => edits.changeAttribute(t, attributeId, patch)),
          deleteAttribute: (attributeId) => edit((t) => edits.deleteAttribute(t, attributeId)),
          unassignAttribute: (attributeId) => edit((t) => edits.unassignAttribute(t, attributeId)),
          switchAttribute: (attributeId, target, index) => edit((t) => edits.switchAttribute(t, attributeId, target, index)),
        };
      },
      {
        limit: HISTORY_LIMIT,
        partialize: (state): TemplateSnapshot => ({ template: state.template }),
        // Edits answer the same object when nothing changed: such a set is not a step.
        equality: (past, current) => past.template === current.template,
      },
    ),
  );
  return store;
}

export type TemplateEditorStore = ReturnType<typeof createTemplateEditorStore>;
