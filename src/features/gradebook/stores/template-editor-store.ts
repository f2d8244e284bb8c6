import { temporal } from 'zundo';
import { createStore } from 'zustand/vanilla';
import type { Division, GradebookTemplate, TemplateAttribute } from '../../../../contract/schemas/gradebook';
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
   * Selects the template of a course, falling back to DEFAULT when the course has none (or when
   * `courseId` is null). Clears the history. Answers whether the fallback was taken.
   */
  selectByCourse(templates: readonly GradebookTemplate[], courseId: string | null): { fallback: boolean };
  /**
   * Restores the server copy and selects DEFAULT. Unlike selecting, this is one undoable step, so
   * a Reset pressed by mistake loses nothing: Undo brings the edits back.
   */
  reset(templates: readonly GradebookTemplate[]): void;
  /**
   * After a successful save: takes the saved copy (new version) without a history step, and gives
   * the steps of the same template that version, so an undo after a save does not later look like
   * a stale save.
   */
  markSaved(saved: GradebookTemplate): void;
  /** Re-bases the edits on a newer server copy ("Overwrite with mine" after a 409): its version, my content. */
  rebase(base: Pick<GradebookTemplate, 'version' | 'updatedAt'>): void;

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

const newId = () => crypto.randomUUID();

export function defaultTemplate(templates: readonly GradebookTemplate[]): GradebookTemplate | undefined {
  return templates.find((t) => t.type === 'DEFAULT');
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
        /** Gives every step of one template a newer server version, so no step can later make a stale save. */
        const rebaseHistory = (templateId: string, { version, updatedAt }: Pick<GradebookTemplate, 'version' | 'updatedAt'>) => {
          const base = { version, updatedAt };
          const rebaseStep = (step: Partial<TemplateSnapshot>) =>
            step.template?._id === templateId ? { template: { ...step.template, ...base } } : step;
          const { pastStates, futureStates } = store.temporal.getState();
          store.temporal.setState({ pastStates: pastStates.map(rebaseStep), futureStates: futureStates.map(rebaseStep) });
        };

        return {
          template: initial,
          load: (template) => replaceWithoutHistory(template),
          selectByCourse: (templates, courseId) => {
            const own = courseId === null ? undefined : templates.find((t) => t.type !== 'DEFAULT' && t._course?._id === courseId);
            replaceWithoutHistory(own ?? defaultTemplate(templates) ?? null);
            return { fallback: own === undefined };
          },
          reset: (templates) => {
            const fallback = defaultTemplate(templates);
            if (fallback) set({ template: fallback });
          },
          markSaved: (saved) => {
            setQuietly(saved);
            rebaseHistory(saved._id, saved);
          },
          rebase: (base) => {
            const { template } = get();
            if (!template) return;
            setQuietly({ ...template, version: base.version, updatedAt: base.updatedAt });
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
