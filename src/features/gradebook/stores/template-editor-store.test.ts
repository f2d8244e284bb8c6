import { beforeEach, describe, expect, it } from 'vitest';
import type { GradebookTemplate } from '@/contract/schemas/gradebook';
import { courses, demoTemplates } from '@/mocks/gradebook';
import { createTemplateEditorStore, draftId, HISTORY_LIMIT, serverCopyOf, type TemplateEditorStore } from './template-editor-store';
import { findAttribute } from './template-edits';

let templates: GradebookTemplate[];
let store: TemplateEditorStore;
const state = () => store.getState();
const template = () => state().template!;
const history = () => store.temporal.getState();
const division = (name: string) => template().gradings.find((d) => d.name === name)!;
const names = (list: { name: string }[]) => list.map((x) => x.name);

beforeEach(() => {
  templates = demoTemplates();
  store = createTemplateEditorStore();
  state().selectByCourse(templates, courses.python);
});

describe('selecting a template', () => {
  it("picks the course's own template without falling back", () => {
    const fresh = createTemplateEditorStore();
    expect(fresh.getState().selectByCourse(templates, courses.python)).toEqual({ fallback: false });
    expect(fresh.getState().template?._id).toBe('tpl-python');
  });

  it('falls back to DEFAULT for a course without a template, and says so', () => {
    expect(state().selectByCourse(templates, courses.web)).toEqual({ fallback: true });
    const fallback = templates[0]!;
    // The course starts from DEFAULT's divisions as its own unsaved template (version 0)…
    expect(template()).toEqual({ ...fallback, _id: draftId(courses.web._id), _course: courses.web, type: 'COURSE', version: 0 });
    // …compared with DEFAULT for the dirty state; DEFAULT itself is not edited.
    expect(serverCopyOf(templates, template())).toBe(fallback);
    state().renameDivision('div-assess', 'Tests');
    expect(templates[0]!.gradings[0]!.name).toBe('Assessments');
  });

  it('selects DEFAULT when no course is given', () => {
    state().selectByCourse(templates, null);
    expect(template().type).toBe('DEFAULT');
  });

  it('is not an edit: selecting or loading clears the history', () => {
    state().addDivision('Homework');
    history().undo();
    expect(history().pastStates.length + history().futureStates.length).toBeGreaterThan(0);
    state().selectByCourse(templates, courses.web);
    expect(history().pastStates).toHaveLength(0);
    expect(history().futureStates).toHaveLength(0);
    state().renameDivision('div-assess', 'Tests');
    state().load(templates[1]!);
    expect(history().pastStates).toHaveLength(0);
    expect(template()).toEqual(templates[1]);
  });
});

describe('divisions', () => {
  it('adds a division as one step', () => {
    const id = state().addDivision('Homework');
    expect(division('Homework')).toEqual({ _id: id, name: 'Homework', weight: null, attributes: [] });
    expect(history().pastStates).toHaveLength(1);
  });

  it('renames a division; the same name again adds no step', () => {
    state().renameDivision('div-py-tests', 'Exams');
    state().renameDivision('div-py-tests', 'Exams');
    expect(names(template().gradings)).toEqual(['Exams', 'Classwork']);
    expect(history().pastStates).toHaveLength(1);
  });

  it('deleting a division moves its attributes to unassigned', () => {
    state().deleteDivision('div-py-tests');
    expect(names(template().gradings)).toEqual(['Classwork']);
    expect(names(template().unassigned)).toEqual(['Unit quizzes', 'Final project']);
    expect(history().pastStates).toHaveLength(1);
  });

  it('sets and clears a division weight', () => {
    state().setDivisionWeight('div-py-tests', 70);
    expect(division('Tests').weight).toBe(70);
    state().setDivisionWeight('div-py-tests', null);
    expect(division('Tests').weight).toBeNull();
    expect(history().pastStates).toHaveLength(2);
  });
});

describe('attributes', () => {
  it('adds an empty attribute to a division and to the pool', () => {
    const id = state().addAttribute('div-py-work');
    expect(division('Classwork').attributes.at(-1)).toEqual({ _id: id, name: '', maxScore: null, type: null, _attribute: null });
    const pooled = state().addAttribute(null, { name: 'Participation' });
    expect(template().unassigned.map((a) => a._id)).toEqual([pooled]);
    expect(history().pastStates).toHaveLength(2);
  });

  it('adding to an unknown division changes nothing and adds no step', () => {
    expect(state().addAttribute('nope')).toBeNull();
    expect(history().pastStates).toHaveLength(0);
  });

  it('changes an attribute in place', () => {
    state().changeAttribute('py-project', { name: 'Capstone', maxScore: 80 });
    expect(findAttribute(template(), 'py-project')?.attribute).toMatchObject({ name: 'Capstone', maxScore: 80, type: 'points' });
    expect(history().pastStates).toHaveLength(1);
    state().changeAttribute('py-project', { maxScore: 80 });
    expect(history().pastStates).toHaveLength(1);
  });

  it('deleting a fully set attribute moves it to unassigned', () => {
    state().deleteAttribute('py-quiz');
    expect(names(division('Tests').attributes)).toEqual(['Final project']);
    expect(names(template().unassigned)).toEqual(['Unit quizzes']);
  });

  it.each([
    ['no name', { name: '  ' }],
    ['no max score', { maxScore: null }],
    ['no type', { type: null }],
  ] as const)('deleting an attribute with %s drops it', (_, patch) => {
    state().changeAttribute('py-quiz', patch);
    state().deleteAttribute('py-quiz');
    expect(findAttribute(template(), 'py-quiz')).toBeUndefined();
    expect(template().unassigned).toEqual([]);
  });

  it('deleting from the unassigned pool drops the attribute', () => {
    state().unassignAttribute('py-quiz');
    state().deleteAttribute('py-quiz');
    expect(findAttribute(template(), 'py-quiz')).toBeUndefined();
  });

  it('unassign removes the attribute from its division only, into the pool', () => {
    state().unassignAttribute('py-lab');
    expect(division('Classwork').attributes).toEqual([]);
    expect(names(division('Tests').attributes)).toEqual(['Unit quizzes', 'Final project']);
    expect(template().unassigned.map((a) => a._id)).toEqual(['py-lab']);
    expect(history().pastStates).toHaveLength(1);
  });

  it('switch moves an attribute between divisions, from and to the pool, and reorders', () => {
    state().switchAttribute('py-quiz', 'div-py-work');
    expect(names(division('Classwork').attributes)).toEqual(['Labs', 'Unit quizzes']);
    expect(names(division('Tests').attributes)).toEqual(['Final project']);
    state().switchAttribute('py-quiz', 'div-py-work', 0);
    expect(names(division('Classwork').attributes)).toEqual(['Unit quizzes', 'Labs']);
    state().switchAttribute('py-lab', null);
    expect(names(template().unassigned)).toEqual(['Labs']);
    state().switchAttribute('py-lab', 'div-py-tests', 0);
    expect(names(division('Tests').attributes)).toEqual(['Labs', 'Final project']);
    expect(template().unassigned).toEqual([]);
    expect(history().pastStates).toHaveLength(4);
  });

  it('switching to where it already is, or to an unknown division, adds no step', () => {
    state().switchAttribute('py-lab', 'div-py-work');
    state().switchAttribute('py-lab', 'nope');
    expect(history().pastStates).toHaveLength(0);
  });
});

describe('history', () => {
  it('undo and redo move along the steps', () => {
    const original = template();
    state().renameDivision('div-py-tests', 'Exams');
    const renamed = template();
    state().deleteDivision('div-py-work');
    history().undo();
    expect(template()).toBe(renamed);
    history().undo();
    expect(template()).toBe(original);
    expect(history().pastStates).toHaveLength(0);
    history().redo();
    history().redo();
    expect(names(template().gradings)).toEqual(['Exams']);
    expect(history().futureStates).toHaveLength(0);
  });

  it('an edit after an undo drops the redo branch', () => {
    state().renameDivision('div-py-tests', 'Exams');
    state().renameDivision('div-py-tests', 'Finals');
    history().undo();
    expect(history().futureStates).toHaveLength(1);
    state().addDivision('Homework');
    expect(history().futureStates).toHaveLength(0);
    history().redo();
    expect(names(template().gradings)).toEqual(['Exams', 'Classwork', 'Homework']);
  });

  it(`keeps at most ${HISTORY_LIMIT} steps`, () => {
    for (let i = 0; i < HISTORY_LIMIT + 20; i++) state().setDivisionWeight('div-py-tests', i);
    expect(history().pastStates).toHaveLength(HISTORY_LIMIT);
    history().undo(HISTORY_LIMIT);
    expect(division('Tests').weight).toBe(19);
  });

  it('holds only the template, not UI state or actions', () => {
    state().addDivision('Homework');
    expect(Object.keys(history().pastStates[0]!)).toEqual(['template']);
  });
});

describe('reset', () => {
  it('restores the server copy and selects DEFAULT, as one undoable step', () => {
    state().renameDivision('div-py-tests', 'Exams');
    state().reset(templates);
    expect(template()).toEqual(templates[0]);
    history().undo();
    expect(template()._id).toBe('tpl-python');
    expect(division('Exams')).toBeDefined();
  });

  it('restores the server copy of DEFAULT after DEFAULT itself was edited', () => {
    state().selectByCourse(templates, null);
    state().deleteDivision('div-assess');
    state().reset(templates);
    expect(template()).toEqual(templates[0]);
  });
});

describe('saving', () => {
  it('takes the saved copy without a step, and re-bases every step on the new version', () => {
    state().renameDivision('div-py-tests', 'Exams');
    state().renameDivision('div-py-tests', 'Finals');
    history().undo();
    const saved = { ...template(), version: 4, updatedAt: '2026-09-11T08:00:00.000Z' };
    state().markSaved(saved);
    expect(template()).toBe(saved);
    expect(history().pastStates).toHaveLength(1);
    expect(history().futureStates).toHaveLength(1);
    history().undo();
    expect(template().version).toBe(4);
    history().redo();
    history().redo();
    expect(template()).toMatchObject({ version: 4, gradings: [{ name: 'Finals' }, { name: 'Classwork' }] });
  });

  it('keeps edits made while the save was on its way', () => {
    state().renameDivision('div-py-tests', 'Exams');
    const sent = template();
    state().addDivision('Homework');
    state().markSaved({ ...sent, version: 4 });
    expect(template()).toMatchObject({ version: 4, gradings: [{ name: 'Exams' }, { name: 'Classwork' }, { name: 'Homework' }] });
  });

  it('a saved course draft takes the id the server gave it, in every step', () => {
    state().selectByCourse(templates, courses.web);
    state().renameDivision('div-assess', 'Tests');
    state().renameDivision('div-assess', 'Exams');
    state().markSaved({ ...template(), _id: 'tpl-web', version: 1 });
    expect(template()).toMatchObject({ _id: 'tpl-web', version: 1 });
    history().undo();
    expect(template()).toMatchObject({ _id: 'tpl-web', version: 1, gradings: [{ name: 'Tests' }, { name: 'Practice' }] });
  });

  it('rebase keeps my content on a newer server version (overwrite after a conflict)', () => {
    state().renameDivision('div-py-tests', 'Exams');
    state().rebase({ _id: 'tpl-python', version: 9, updatedAt: '2026-09-12T08:00:00.000Z' });
    expect(template()).toMatchObject({ version: 9, gradings: [{ name: 'Exams' }, { name: 'Classwork' }] });
    history().undo();
    expect(template()).toMatchObject({ version: 9, gradings: [{ name: 'Tests' }, { name: 'Classwork' }] });
  });
});
