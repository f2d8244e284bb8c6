import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '@/contract/api';
import type { ClassGradebook as ClassGradebookData } from '@/contract/schemas/gradebook';
import { apiError, mockEndpoint } from '@/mocks/endpoint';
import { demoInstanceId, generateClass, gradebookMock } from '@/mocks/gradebook';
import { server } from '@/mocks/server';
import { classGradebookQueryOptions } from '@/src/features/gradebook/api/class-gradebook';
import { inSpanish } from '@/src/test/i18n';
import { createTestQueryClient, renderWithProviders } from '@/src/test/render';
import { ClassGradebook } from './class-gradebook';

// jsdom lays nothing out: give the grid a viewport so the virtualizers render a screenful.
const sizes = { clientHeight: 700, clientWidth: 1400 } as const;
const originals = Object.fromEntries(
  Object.keys(sizes).map((key) => [key, Object.getOwnPropertyDescriptor(Element.prototype, key)]),
) as Record<keyof typeof sizes, PropertyDescriptor>;
beforeAll(() => {
  for (const [key, value] of Object.entries(sizes)) {
    Object.defineProperty(Element.prototype, key, {
      configurable: true,
      get(this: Element) {
        return this.getAttribute('role') === 'grid' ? value : originals[key as keyof typeof sizes].get!.call(this);
      },
    });
  }
});
afterAll(() => {
  for (const [key, descriptor] of Object.entries(originals)) Object.defineProperty(Element.prototype, key, descriptor);
});

/**
 * Three students; division 1 = Assignment 1 (manual, of 20), Measure 2 (lab), Measure 3 (activity);
 * division 2 = Assignment 4 (manual, of 20), Measure 5 (time), Measure 6 (quiz). Grid columns:
 * 0 name, 1–3 division 1, 4 its %, 5–7 division 2, 8 its %, 9 total.
 */
function testClass(): ClassGradebookData {
  const data = generateClass({ students: 3, divisions: 2, perDivision: 3 });
  const [ada, alan] = data.students;
  data.scores = [
    { studentId: ada!._id, attributeId: 'attr-1', value: 15, state: 'graded' },
    { studentId: ada!._id, attributeId: 'attr-4', value: null, state: 'missing' },
    { studentId: alan!._id, attributeId: 'attr-1', value: null, state: 'excused' },
  ];
  data.automatic = data.students.map((s) => ({
    studentId: s._id,
    quiz: 50,
    lab: 50,
    activity: 50,
    completion: 50,
    time: 50,
    timeSpentSeconds: 60,
  }));
  return data;
}

async function renderGrid(data = testClass(), { expectGrid = true } = {}) {
  const mock = gradebookMock({ classes: new Map([[demoInstanceId, data]]) });
  server.use(...mock.handlers);
  const queryClient = createTestQueryClient();
  await queryClient.ensureQueryData(classGradebookQueryOptions(demoInstanceId));
  const view = renderWithProviders(<ClassGradebook instanceId={demoInstanceId} />, {
    queryClient,
    path: '/gradebook/class/$instanceId',
    initialPath: `/gradebook/class/${demoInstanceId}`,
  });
  const grid = expectGrid ? await screen.findByRole('grid') : document.body;
  return { ...view, mock, grid };
}

const cell = (grid: HTMLElement, row: number, col: number) => grid.querySelector<HTMLElement>(`[data-row="${row}"][data-col="${col}"]`)!;
const focused = () => {
  const element = document.activeElement as HTMLElement;
  return { row: Number(element.dataset.row), col: Number(element.dataset.col) };
};

describe('grade entry grid', () => {
  it('is an ARIA grid: counts, division groups, names, averages and one tab stop', async () => {
    const { grid } = await renderGrid();
    expect(grid).toHaveAttribute('aria-rowcount', String(3 + 3));
    expect(grid).toHaveAttribute('aria-colcount', '10');
    expect(within(grid).getByRole('columnheader', { name: 'Division 1' })).toHaveAttribute('aria-colspan', '4');
    expect(within(grid).getByRole('columnheader', { name: /Assignment 1/ })).toHaveTextContent('of 20');
    expect(within(grid).getByRole('columnheader', { name: /Measure 2/ })).toHaveTextContent('auto: Lab');
    expect(within(grid).getByRole('rowheader', { name: /Lovelace, Ada/ })).toBeInTheDocument();
    expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    expect(cell(grid, 0, 1)).toHaveAttribute('tabindex', '0');
  });

  it('shows not graded, missing and excused distinctly, in words', async () => {
    const { grid } = await renderGrid();
    expect(cell(grid, 0, 1)).toHaveTextContent('15');
    expect(cell(grid, 0, 5)).toHaveTextContent('Missing');
    expect(cell(grid, 1, 1)).toHaveTextContent('Excused');
    expect(cell(grid, 2, 1)).toHaveTextContent('Not graded');
    // Automatic: 50 % of 100 points, read-only.
    expect(cell(grid, 0, 2)).toHaveTextContent('50');
    expect(cell(grid, 0, 2)).toHaveAttribute('aria-readonly', 'true');
  });

  it('computes division and total percentages and class averages with the grade engine', async () => {
    const { grid } = await renderGrid();
    // Ada, division 1: (15 + 50 + 50) / (20 + 100 + 100); division 2: (0 + 50 + 50) / (20 + 100 + 100).
    expect(cell(grid, 0, 4)).toHaveTextContent('52.3%');
    expect(cell(grid, 0, 8)).toHaveTextContent('45.5%');
    expect(cell(grid, 0, 9)).toHaveTextContent('48.9%');
    // Alan's excused assignment is left out: 100 / 200.
    expect(cell(grid, 1, 4)).toHaveTextContent('50%');
    const averages = within(grid).getByRole('rowheader', { name: 'Class average' }).closest('[role="row"]') as HTMLElement;
    // Assignment 1 counts Ada's 15 only (excused and not graded are left out).
    expect(within(averages).getAllByRole('gridcell')[0]).toHaveTextContent('15');
  });

  it('moves with arrows, Tab, Home/End and Ctrl+End; focus follows (roving tabindex)', async () => {
    const { grid, user } = await renderGrid();
    await user.click(cell(grid, 0, 1));
    await user.keyboard('{ArrowRight}');
    expect(focused()).toEqual({ row: 0, col: 2 });
    expect(cell(grid, 0, 2)).toHaveAttribute('tabindex', '0');
    expect(cell(grid, 0, 1)).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(focused()).toEqual({ row: 2, col: 2 });
    await user.keyboard('{Tab}');
    expect(focused()).toEqual({ row: 2, col: 3 });
    await user.keyboard('{Shift>}{Tab}{/Shift}{Home}');
    expect(focused()).toEqual({ row: 2, col: 0 });
    await user.keyboard('{End}');
    expect(focused()).toEqual({ row: 2, col: 9 });
    await user.keyboard('{Control>}{Home}{/Control}');
    expect(focused()).toEqual({ row: 0, col: 0 });
    await user.keyboard('{Control>}{End}{/Control}');
    expect(focused()).toEqual({ row: 2, col: 9 });
    // Tab past the last column leaves the grid: no keyboard trap.
    await user.keyboard('{Tab}');
    expect(grid.contains(document.activeElement)).toBe(false);
  });

  it('typing starts editing; Enter saves and moves down; the cell shows it at once', async () => {
    const { grid, user, mock } = await renderGrid();
    await user.click(cell(grid, 2, 1));
    await user.keyboard('1');
    const field = within(grid).getByRole('textbox', { name: 'Score of Hopper, Grace for Assignment 1 (0–20)' });
    expect(field).toHaveValue('1');
    await user.keyboard('8{Enter}');
    expect(cell(grid, 2, 1)).toHaveTextContent('18');
    expect(focused()).toEqual({ row: 2, col: 1 });
    await waitFor(() => expect(mock.state.scoreSaves).toHaveLength(1));
    expect(mock.state.scoreSaves[0]).toMatchObject({ courseInstanceId: demoInstanceId, attributeId: 'attr-1', value: 18, state: 'graded' });
  });

  it('Enter edits the current value; Tab commits and moves right; Escape cancels', async () => {
    const { grid, user, mock } = await renderGrid();
    await user.click(cell(grid, 0, 1));
    await user.keyboard('{Enter}');
    expect(within(grid).getByRole('textbox')).toHaveValue('15');
    await user.keyboard('{Escape}');
    expect(within(grid).queryByRole('textbox')).not.toBeInTheDocument();
    expect(focused()).toEqual({ row: 0, col: 1 });
    await user.keyboard('{Enter}12{Tab}');
    expect(focused()).toEqual({ row: 0, col: 2 });
    expect(cell(grid, 0, 1)).toHaveTextContent('12');
    await waitFor(() => expect(mock.state.scoreSaves).toHaveLength(1));
    // Committing an unchanged value saves nothing.
    await user.keyboard('{ArrowLeft}{Enter}{Enter}');
    expect(mock.state.scoreSaves).toHaveLength(1);
  });

  it('checks the value against maxScore: an inline error, nothing saved', async () => {
    const { grid, user, mock } = await renderGrid();
    await user.click(cell(grid, 2, 1));
    await user.keyboard('25{Enter}');
    const field = within(grid).getByRole('textbox');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(within(grid).getByRole('alert')).toHaveTextContent('Must be between 0 and 20.');
    expect(field).toHaveAccessibleDescription('Must be between 0 and 20.');
    await user.keyboard('{Backspace}{Backspace}abc{Enter}');
    expect(within(grid).getByRole('alert')).toHaveTextContent('Type a number, m (missing) or x (excused).');
    await user.keyboard('{Escape}');
    expect(cell(grid, 2, 1)).toHaveTextContent('Not graded');
    expect(mock.state.scoreSaves).toHaveLength(0);
  });

  it('m, x and Delete mark missing, excused and not graded; the buttons do the same', async () => {
    const { grid, user, mock } = await renderGrid();
    await user.click(cell(grid, 2, 5));
    await user.keyboard('m');
    expect(cell(grid, 2, 5)).toHaveTextContent('Missing');
    await user.keyboard('x');
    expect(cell(grid, 2, 5)).toHaveTextContent('Excused');
    await user.keyboard('{Delete}');
    expect(cell(grid, 2, 5)).toHaveTextContent('Not graded');
    await user.click(screen.getByRole('button', { name: 'Missing' }));
    expect(cell(grid, 2, 5)).toHaveTextContent('Missing');
    await waitFor(() => expect(mock.state.scoreSaves.map((s) => s.state)).toEqual(['missing', 'excused', 'graded', 'missing']));
  });

  it('automatic cells are read-only: typing there edits nothing', async () => {
    const { grid, user, mock } = await renderGrid();
    await user.click(cell(grid, 0, 2));
    await user.keyboard('5{Enter}m');
    expect(within(grid).queryByRole('textbox')).not.toBeInTheDocument();
    expect(focused()).toEqual({ row: 1, col: 2 });
    expect(screen.getByRole('button', { name: 'Missing' })).toBeDisabled();
    expect(mock.state.scoreSaves).toHaveLength(0);
  });

  it("rolls a failed save back and shows the server's message", async () => {
    const { grid, user } = await renderGrid();
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      mockEndpoint(api.gradebookScoreSave, async () => {
        await held;
        return apiError(403, 'You do not teach this class');
      }),
    );
    await user.click(cell(grid, 0, 1));
    await user.keyboard('{Enter}{Control>}a{/Control}9{Enter}');
    // Optimistic: shown before the server answers, totals recomputed.
    expect(cell(grid, 0, 1)).toHaveTextContent('9');
    expect(cell(grid, 0, 4)).toHaveTextContent('49.5%');
    release();
    await waitFor(() => expect(cell(grid, 0, 1)).toHaveTextContent('15'));
    expect(cell(grid, 0, 4)).toHaveTextContent('52.3%');
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not teach this class');
  });

  it('exports the class as CSV', async () => {
    const created = vi.fn(() => 'blob:csv');
    const originalCreate = URL.createObjectURL;
    URL.createObjectURL = created;
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      const { user } = await renderGrid();
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(click).toHaveBeenCalled());
      expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('intro-to-python-7-a.csv');
    } finally {
      URL.createObjectURL = originalCreate;
      click.mockRestore();
    }
  });

  it('says so when nobody is enrolled', async () => {
    await renderGrid({ ...testClass(), students: [], scores: [], automatic: [] }, { expectGrid: false });
    expect(await screen.findByText('No students enrolled')).toBeInTheDocument();
  });
});

describe('grade entry grid: in Spanish', () => {
  it('words the headers, the cells, the bar and the entry errors in Spanish, with Spanish numbers', async () => {
    await inSpanish();
    const { grid, user } = await renderGrid();
    expect(within(grid).getByRole('columnheader', { name: /Assignment 1/ })).toHaveTextContent('de 20');
    expect(within(grid).getByRole('columnheader', { name: /Measure 2/ })).toHaveTextContent('automático: Laboratorio');
    expect(within(grid).getByRole('rowheader', { name: 'Media de la clase' })).toBeInTheDocument();
    expect(cell(grid, 0, 5)).toHaveTextContent('Falta');
    expect(cell(grid, 1, 1)).toHaveTextContent('Justificada');
    expect(cell(grid, 2, 1)).toHaveTextContent('Sin nota');
    // Intl's Spanish: a decimal comma and a (non-breaking) space before the sign.
    expect(cell(grid, 0, 4).textContent).toMatch(/^52,3\s%$/);
    expect(screen.getByRole('button', { name: 'Justificada' })).toBeInTheDocument();
    await user.click(cell(grid, 2, 1));
    await user.keyboard('25{Enter}');
    expect(within(grid).getByRole('alert')).toHaveTextContent('Debe estar entre 0 y 20.');
    expect(within(grid).getByRole('textbox', { name: /^Nota de .+ en Assignment 1 \(0–20\)$/ })).toBeInTheDocument();
  });
});
