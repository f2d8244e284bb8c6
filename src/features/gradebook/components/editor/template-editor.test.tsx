import { Link } from '@tanstack/react-router';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/contract/api';
import { apiError, mockEndpoint } from '@/mocks/endpoint';
import { courses, gradebookMock } from '@/mocks/gradebook';
import { server } from '@/mocks/server';
import { attributeCatalogueQueryOptions } from '@/src/features/gradebook/api/attributes';
import { gradebookCoursesQueryOptions } from '@/src/features/gradebook/api/courses';
import { templatesQueryOptions } from '@/src/features/gradebook/api/templates';
import { inSpanish } from '@/src/test/i18n';
import { openMenuByKeyboard } from '@/src/test/menu-keys';
import { createTestQueryClient, renderWithProviders } from '@/src/test/render';
import { TemplateEditor } from './template-editor';

/** Loads the editor's data the way the route loader does, then renders the editor in a router. */
async function renderEditor({ course }: { course?: string } = {}) {
  const mock = gradebookMock();
  server.use(...mock.handlers);
  const queryClient = createTestQueryClient();
  await Promise.all([
    queryClient.ensureQueryData(templatesQueryOptions()),
    queryClient.ensureQueryData(gradebookCoursesQueryOptions()),
    queryClient.ensureQueryData(attributeCatalogueQueryOptions()),
  ]);
  const onCourseParamChange = vi.fn();
  const page = (
    <>
      <TemplateEditor courseParam={course} onCourseParamChange={onCourseParamChange} />
      <Link to="/teacher">Elsewhere</Link>
    </>
  );
  const view = renderWithProviders(page, {
    queryClient,
    path: '/gradebook',
  });
  await screen.findByRole('toolbar', { name: 'Template actions' });
  return { ...view, mock, onCourseParamChange };
}

/** The global snackbar (not the page's own notices): `status` for success, `alert` for errors. */
function snackbar(role: 'status' | 'alert') {
  return waitFor(() => {
    const found = screen.getAllByRole(role).find((element) => element.hasAttribute('data-severity'));
    expect(found).toBeDefined();
    return found!;
  });
}

const division = (name: string) => screen.getByRole('region', { name: `${name} division` });
const button = (name: string) => screen.getByRole('button', { name });

async function renameDivision(user: UserEvent, from: string, to: string) {
  const field = within(division(from)).getByRole('textbox', { name: 'Division name' });
  await user.clear(field);
  await user.type(field, `${to}{Enter}`);
}

describe('template editor', () => {
  it("opens the course's template: each division a named region, the pool, the picker on the course", async () => {
    await renderEditor({ course: courses.python._id });
    expect(division('Tests')).toBeInTheDocument();
    expect(within(division('Classwork')).getByRole('group', { name: 'Attribute Labs' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Unassigned attributes' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Course' })).toHaveValue(courses.python._id);
    expect(button('Undo')).toBeDisabled();
    expect(button('Redo')).toBeDisabled();
    expect(button('Save')).toBeDisabled();
  });

  it('picking a course without a template shows DEFAULT, and says so', async () => {
    const { user, onCourseParamChange } = await renderEditor({ course: courses.python._id });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Course' }), courses.web._id);
    expect(await screen.findByText('Web Foundations has no template of its own yet: it uses DEFAULT.')).toBeInTheDocument();
    expect(division('Assessments')).toBeInTheDocument();
    expect(onCourseParamChange).toHaveBeenLastCalledWith(courses.web._id);
  });

  it('edits, undoes and redoes with the buttons; an edit is one step', async () => {
    const { user } = await renderEditor({ course: courses.python._id });
    await renameDivision(user, 'Tests', 'Exams');
    expect(division('Exams')).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(button('Undo'));
    expect(division('Tests')).toBeInTheDocument();
    expect(button('Undo')).toBeDisabled();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    await user.click(button('Redo'));
    expect(division('Exams')).toBeInTheDocument();
    expect(button('Redo')).toBeDisabled();
  });

  it('Ctrl+Z and Shift+Ctrl+Z undo and redo, but not while typing in a field', async () => {
    const { user } = await renderEditor({ course: courses.python._id });
    await renameDivision(user, 'Tests', 'Exams');
    // Focus is still in the name field: the keys belong to the field there.
    await user.keyboard('{Control>}z{/Control}');
    expect(division('Exams')).toBeInTheDocument();
    await user.click(document.body);
    await user.keyboard('{Control>}z{/Control}');
    expect(division('Tests')).toBeInTheDocument();
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(division('Exams')).toBeInTheDocument();
    await user.keyboard('{Meta>}z{/Meta}');
    expect(division('Tests')).toBeInTheDocument();
  });

  it('an edit after an undo drops the redo branch', async () => {
    const { user } = await renderEditor({ course: courses.python._id });
    await renameDivision(user, 'Tests', 'Exams');
    await user.click(button('Undo'));
    await user.click(button('Add division'));
    expect(button('Redo')).toBeDisabled();
    // The new division's name is focused and selected, ready to type over.
    expect(within(division('Division 3')).getByRole('textbox', { name: 'Division name' })).toHaveFocus();
  });

  it('Reset shows the saved DEFAULT; Undo brings the edits back', async () => {
    const { user } = await renderEditor({ course: courses.python._id });
    await renameDivision(user, 'Tests', 'Exams');
    await user.click(button('Reset'));
    expect(division('Assessments')).toBeInTheDocument();
    expect(screen.getByText('DEFAULT applies to every course without a template of its own.')).toBeInTheDocument();
    await user.click(button('Undo'));
    expect(division('Exams')).toBeInTheDocument();
  });

  it('deleting a division moves its attributes to the unassigned pool', async () => {
    const { user } = await renderEditor({ course: courses.python._id });
    await user.click(button('Delete Tests division'));
    expect(screen.queryByRole('region', { name: 'Tests division' })).not.toBeInTheDocument();
    const pool = screen.getByRole('region', { name: 'Unassigned attributes' });
    expect(within(pool).getByRole('group', { name: 'Attribute Unit quizzes' })).toBeInTheDocument();
    expect(within(pool).getByRole('group', { name: 'Attribute Final project' })).toBeInTheDocument();
  });

  it('moves an attribute with the keyboard through "Move to…"; focus follows it', async () => {
    const { user } = await renderEditor({ course: courses.python._id });
    // The menu highlights its first item a frame after it opens: Enter before that selected nothing.
    const menu = await openMenuByKeyboard(user, within(division('Tests')).getByRole('button', { name: 'Move Final project to…' }));
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Classwork', 'Unassigned']);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(division('Classwork')).getByRole('group', { name: 'Attribute Final project' })).toBeInTheDocument());
    expect(within(division('Tests')).queryByRole('group', { name: 'Attribute Final project' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(division('Classwork')).getByRole('button', { name: 'Move Final project to…' })).toHaveFocus());
    await user.click(button('Undo'));
    expect(within(division('Tests')).getByRole('group', { name: 'Attribute Final project' })).toBeInTheDocument();
  });

  it('warns while the set division weights do not add up to 100', async () => {
    const { user } = await renderEditor({ course: courses.python._id });
    const weight = screen.getByRole('spinbutton', { name: 'Weight of Tests (percent)' });
    await user.type(weight, '70{Enter}');
    expect(
      screen.getByText('Only some divisions have a weight (together 70%). Give every division a weight, or none.'),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('spinbutton', { name: 'Weight of Classwork (percent)' }), '20{Enter}');
    expect(screen.getByText('Division weights add up to 90%, not 100%.')).toBeInTheDocument();
    const classwork = screen.getByRole('spinbutton', { name: 'Weight of Classwork (percent)' });
    await user.clear(classwork);
    await user.type(classwork, '30{Enter}');
    expect(screen.getByText('Weights add up to 100%: totals are weighted by division.')).toBeInTheDocument();
  });

  it("saves: the server's message in a success snackbar, the new version kept, nothing left unsaved", async () => {
    const { user, mock } = await renderEditor({ course: courses.python._id });
    await renameDivision(user, 'Tests', 'Exams');
    await user.click(button('Save'));
    expect(await snackbar('status')).toHaveTextContent('Gradebook template saved');
    expect(mock.state.saves).toHaveLength(1);
    expect(mock.state.saves[0]).toMatchObject({ _id: 'tpl-python', version: 3, gradings: [{ name: 'Exams' }, { name: 'Classwork' }] });
    await waitFor(() => expect(button('Save')).toBeDisabled());
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    // An undo after the save is a change against the saved copy, saved with the new version.
    await user.click(button('Undo'));
    await user.click(button('Save'));
    await waitFor(() => expect(mock.state.saves).toHaveLength(2));
    expect(mock.state.saves[1]).toMatchObject({ version: 4, gradings: [{ name: 'Tests' }, { name: 'Classwork' }] });
  });

  it("saving a course that uses DEFAULT creates the course's own template", async () => {
    const { user, mock } = await renderEditor({ course: courses.web._id });
    expect(button('Save')).toBeEnabled();
    await user.click(button('Save'));
    expect(await snackbar('status')).toHaveTextContent('Gradebook template saved');
    expect(mock.state.saves[0]).toMatchObject({ type: 'COURSE', version: 0, _course: { _id: courses.web._id } });
    await waitFor(() => expect(screen.queryByText(/has no template of its own yet/)).not.toBeInTheDocument());
  });

  it("shows the server's message when a save fails", async () => {
    const { user } = await renderEditor({ course: courses.python._id });
    server.use(mockEndpoint(api.gradebookSave, () => apiError(403, 'You do not teach this course')));
    await renameDivision(user, 'Tests', 'Exams');
    await user.click(button('Save'));
    expect(await snackbar('alert')).toHaveTextContent('You do not teach this course');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('shows exactly "Error saving gradebook" when the failure has no message', async () => {
    const { user } = await renderEditor({ course: courses.python._id });
    server.use(http.post('*/api/v1/gradebook/template/save', () => new HttpResponse('upstream down', { status: 502 })));
    await renameDivision(user, 'Tests', 'Exams');
    await user.click(button('Save'));
    expect(await snackbar('alert')).toHaveTextContent(/^Error saving gradebook$/);
  });

  it('does not send a template the server would refuse; the field says why', async () => {
    const { user, mock } = await renderEditor({ course: courses.python._id });
    await user.click(within(division('Classwork')).getByRole('button', { name: 'Add attribute' }));
    expect(within(division('Classwork')).getByRole('group', { name: 'Attribute new attribute' })).toHaveTextContent(
      'Name is required in a division',
    );
    await user.click(button('Save'));
    expect(await snackbar('alert')).toHaveTextContent('Fix the 4 marked problems before saving.');
    expect(mock.state.saves).toHaveLength(0);
  });

  describe('a save that meets a newer version (409)', () => {
    async function conflict() {
      const view = await renderEditor({ course: courses.python._id });
      // Someone else saves first.
      const [, python] = view.mock.state.templates;
      view.mock.state.templates[1] = {
        ...python!,
        version: 4,
        gradings: [{ ...python!.gradings[0]!, name: 'Quizzes and tests' }, python!.gradings[1]!],
      };
      await renameDivision(view.user, 'Classwork', 'Homework');
      await view.user.click(button('Save'));
      const dialog = await screen.findByRole('alertdialog', { name: 'This template changed elsewhere' });
      return { ...view, dialog };
    }

    it('offers the choice, and loading the newer version shows it', async () => {
      const { user, dialog } = await conflict();
      expect(dialog).toHaveTextContent('Your changes have not been saved yet');
      await user.click(within(dialog).getByRole('button', { name: 'Load the newer version' }));
      expect(division('Quizzes and tests')).toBeInTheDocument();
      expect(division('Classwork')).toBeInTheDocument();
      expect(button('Save')).toBeDisabled();
    });

    it('overwriting re-saves mine with the current server version', async () => {
      const { user, dialog, mock } = await conflict();
      await user.click(within(dialog).getByRole('button', { name: 'Overwrite with mine' }));
      expect(await snackbar('status')).toHaveTextContent('Gradebook template saved');
      expect(mock.state.saves.at(-1)).toMatchObject({ version: 4, gradings: [{ name: 'Tests' }, { name: 'Homework' }] });
      expect(mock.state.templates[1]).toMatchObject({ version: 5 });
      expect(division('Homework')).toBeInTheDocument();
    });

    it('closing the dialog keeps the edits, unsaved', async () => {
      const { user } = await conflict();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(division('Homework')).toBeInTheDocument();
      expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    });
  });

  describe('unsaved changes', () => {
    it('switching course asks first; keeping edits stays', async () => {
      const { user } = await renderEditor({ course: courses.python._id });
      await renameDivision(user, 'Tests', 'Exams');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Course' }), '');
      const dialog = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
      await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
      expect(division('Exams')).toBeInTheDocument();
      await user.selectOptions(screen.getByRole('combobox', { name: 'Course' }), '');
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard changes' }));
      expect(division('Assessments')).toBeInTheDocument();
    });

    it('leaving the page asks first', async () => {
      const { user, router } = await renderEditor({ course: courses.python._id });
      await renameDivision(user, 'Tests', 'Exams');
      await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
      await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
      expect(router!.state.location.pathname).toBe('/gradebook');
      expect(division('Exams')).toBeInTheDocument();
      await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard changes' }));
      await waitFor(() => expect(router!.state.location.pathname).toBe('/teacher'));
    });
  });
});

describe('template editor: in Spanish', () => {
  it('switches to Spanish on screen: toolbar, divisions, attributes, the rules’ messages and the weights', async () => {
    const { user } = await renderEditor({ course: courses.python._id });
    await user.click(within(division('Classwork')).getByRole('button', { name: 'Add attribute' }));
    await act(() => inSpanish());
    expect(screen.getByRole('toolbar', { name: 'Acciones de la plantilla' })).toBeInTheDocument();
    expect(button('Deshacer')).toBeEnabled();
    const classwork = screen.getByRole('region', { name: 'Apartado Classwork' });
    expect(within(classwork).getByRole('group', { name: 'Criterio criterio nuevo' })).toHaveTextContent(
      'Nombre es obligatorio en un apartado',
    );
    expect(screen.getByRole('region', { name: 'Criterios sin asignar' })).toBeInTheDocument();
    await user.type(screen.getByRole('spinbutton', { name: 'Peso de Tests (porcentaje)' }), '70.5{Enter}');
    expect(screen.getByText(/^Solo algunos apartados tienen peso \(en total 70,5\s%\)/)).toBeInTheDocument();
    await user.click(button('Guardar'));
    expect(await snackbar('alert')).toHaveTextContent('Corrija los 4 problemas marcados antes de guardar.');
  });
});
