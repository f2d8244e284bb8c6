import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fixtureId, pythonClass, pythonUnits } from '@/mocks/teacher';
import { Route } from '@/src/routes/teacher/courses/$instanceId/content/$contentId';
import { failEndpoint, holdEndpoint } from '@/src/test/endpoints';
import { renderWithProviders } from '@/src/test/render';
import { useTeacherFixtures } from '../test/setup-teacher';
import { ContentPage } from './content-page';

const renderContent = (contentId: string) =>
  renderWithProviders(<ContentPage instanceId={pythonClass._id} contentId={contentId} />, {
    path: '/teacher/courses/$instanceId/content/$contentId',
    route: Route,
    initialPath: `/teacher/courses/${pythonClass._id}/content/${contentId}`,
  });

// Unit 2 ("Loops and Conditions"), its lab: the third item of the unit.
const lab = fixtureId(612);

beforeEach(useTeacherFixtures);

describe('ContentPage', () => {
  it('shows a skeleton, then the item with math, highlighted code and tables', async () => {
    const held = holdEndpoint('contentItem');
    const { container } = renderContent(lab);
    expect(await screen.findByLabelText('Loading content')).toBeInTheDocument();
    held.release();

    expect(await screen.findByRole('heading', { level: 1, name: 'Loops and Conditions: Lab' })).toBeInTheDocument();
    const article = await screen.findByRole('article', { name: 'Loops and Conditions: Lab' });
    // The renderer chunk loads lazily: wait for its output.
    await within(article).findByRole('heading', { name: 'Area of a circle' });
    expect(article.querySelectorAll('.katex').length).toBeGreaterThanOrEqual(3);
    expect(article.querySelector('.katex-display')).not.toBeNull();
    expect(article.querySelector('pre code.hljs.language-python .hljs-keyword')?.textContent).toBe('import');
    expect(within(article).getByRole('table')).toBeInTheDocument();
    expect(article.textContent).toContain('A pizza costs $12, so two cost $24.');
    expect(container.querySelector('.katex-error')).toBeNull();
  });

  it('shows the kind, level, time and points, and breadcrumbs back to the course and the unit', async () => {
    renderContent(lab);
    await screen.findByRole('heading', { level: 1, name: 'Loops and Conditions: Lab' });
    expect(screen.getByText('Lab')).toBeInTheDocument();
    expect(screen.getByText('L2 · Developing')).toBeInTheDocument();
    expect(screen.getByText(/25 min/)).toBeInTheDocument();
    expect(screen.getByText(/10 points/)).toBeInTheDocument();

    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'My courses' })).toHaveAttribute('href', '/teacher/courses');
    expect(await crumbs.findByRole('link', { name: 'Python Programming · 7-A' })).toHaveAttribute(
      'href',
      `/teacher/courses/${pythonClass._id}`,
    );
    expect(crumbs.getByRole('link', { name: 'Unit 2: Loops and Conditions' })).toHaveAttribute(
      'href',
      `/teacher/courses/${pythonClass._id}?unit=${pythonUnits[1]!._id}`,
    );
    expect(crumbs.getByText('Loops and Conditions: Lab')).toHaveAttribute('aria-current', 'page');
  });

  it('links to the previous and next items with their titles', async () => {
    renderContent(lab);
    const nav = within(await screen.findByRole('navigation', { name: 'Previous and next' }));
    expect(await nav.findByRole('link', { name: /Previous\s*Loops and Conditions: Practice/ })).toHaveAttribute(
      'href',
      `/teacher/courses/${pythonClass._id}/content/${fixtureId(611)}`,
    );
    expect(await nav.findByRole('link', { name: /Next\s*Loops and Conditions: Quiz/ })).toHaveAttribute(
      'href',
      `/teacher/courses/${pythonClass._id}/content/${fixtureId(613)}`,
    );
  });

  it('has no previous link on the first item of the course', async () => {
    renderContent(fixtureId(600));
    const nav = within(await screen.findByRole('navigation', { name: 'Previous and next' }));
    expect(nav.queryByRole('link', { name: /Previous/ })).not.toBeInTheDocument();
    expect(nav.getByRole('link', { name: /Next/ })).toBeInTheDocument();
  });

  it('shows "not found" for an item outside the teacher\'s courses', async () => {
    renderContent(fixtureId(998));
    expect(await screen.findByText('This content item was not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the course' })).toHaveAttribute('href', `/teacher/courses/${pythonClass._id}`);
  });

  it('shows an error with Retry that asks again', async () => {
    const failure = failEndpoint('contentItem');
    const { user } = renderContent(lab);
    expect(await screen.findByText('Could not load this content.')).toBeInTheDocument();
    failure.recover();
    await user.click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Loops and Conditions: Lab' })).toBeInTheDocument();
  });
});
