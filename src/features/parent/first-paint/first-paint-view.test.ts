import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Child } from '@/contract/schemas/parent';
import { adaDashboard, parentHandlers, twoChildren } from '@/mocks/parent';
import { server } from '@/mocks/server';
import { otherScreensAnswerNotFound, shellHandlers, userFixture } from '@/mocks/shell';
import { navItemsByRole } from '@/src/components/layout/nav-items';
import { inSpanish } from '@/src/test/i18n';
import { renderApp } from '@/src/test/render';
import { type FirstPaintData, parentNavigation, renderFirstPaint } from './first-paint-view';
import '@/src/test/async-timeout';

/**
 * The parent landing's first paint (ARCHITECTURE.md §12): drawn from the same answers and catalogues
 * as the React page that replaces it, so it must say the same words; names are data and go in as text.
 */
const [ada] = twoChildren as [Child, Child];
const parent = userFixture('parent');
const data: FirstPaintData = { userName: parent.name, announcement: null, children: twoChildren, child: ada, dashboard: adaDashboard };

let painted: HTMLElement | null = null;
afterEach(() => {
  painted?.remove();
  painted = null;
});

function paint(shown: FirstPaintData = data) {
  painted = renderFirstPaint(shown, { theme: 'dark', drawerCollapsed: false });
  document.body.append(painted);
  return painted;
}

/** Text as a reader gets it, whitespace aside. */
const words = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

describe("the parent landing's first paint", () => {
  it("says what the React page says: the header, the child's card and every course card", async () => {
    localStorage.setItem('teacherToken', 'token');
    localStorage.setItem('teacherRefreshToken', 'refresh');
    server.use(...parentHandlers(), ...shellHandlers(parent), otherScreensAnswerNotFound);
    renderApp('/parent');
    await screen.findByRole('article', { name: 'Web Basics' });
    const page = screen.getByRole('main');
    const first = paint();
    const main = first.querySelector('main')!;

    expect(words(main.querySelector('h1')!)).toBe(words(within(page).getByRole('heading', { level: 1 })));
    expect(words(main.querySelector('nav')!)).toBe(words(within(page).getByRole('navigation', { name: 'Choose a child' })));
    expect(words(main.querySelector('[aria-labelledby="fp-child-name"]')!)).toBe(
      words(page.querySelector('[aria-labelledby="child-name"]')!),
    );
    for (const course of adaDashboard.courses) {
      const drawn = main.querySelector(`article[aria-label="${course.name}"]`)!;
      expect(words(drawn)).toBe(words(within(page).getByRole('article', { name: course.name })));
    }
    expect(words(main)).toContain('12 of 30 activities done');
  });

  it('speaks the active language, with its number formats', async () => {
    await inSpanish();
    const main = paint().querySelector('main')!;
    expect(words(main)).toContain('Mis hijos');
    expect(words(main)).toContain('12 de 30 actividades hechas');
    expect(words(main)).toContain('72 %');
  });

  it('puts names in as text, never as markup', () => {
    const evil = '<img src=x onerror="window.hacked=1">';
    const child: Child = { ...ada, firstName: evil };
    const first = paint({
      ...data,
      userName: evil,
      children: [child, twoChildren[1]!],
      child,
      dashboard: {
        ...adaDashboard,
        child: { ...adaDashboard.child, firstName: evil },
        courses: adaDashboard.courses.map((course) => ({ ...course, name: evil, teacherName: evil })),
      },
      announcement: { title: evil, text: evil, severity: 'info' },
    });
    expect(first.querySelector('img')).toBeNull();
    expect(within(first).getByRole('link', { name: evil })).toBeInTheDocument();
    expect(within(first).getByRole('heading', { level: 2, name: `${evil} ${adaDashboard.child.lastName}` })).toBeInTheDocument();
    expect(within(first).getAllByRole('heading', { level: 3, name: evil })).toHaveLength(adaDashboard.courses.length);
  });

  it("draws the parent's navigation: the same items as the app's drawer", () => {
    expect(parentNavigation.map((item) => item.to)).toEqual(navItemsByRole.parent.map((item) => item.to));
    const nav = within(paint()).getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Children' })).toHaveAttribute('aria-current', 'page');
  });
});
