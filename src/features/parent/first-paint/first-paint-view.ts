import './first-paint.css';
import type { Child, ChildDashboard } from '@/contract/schemas/parent';
import type { MessageId } from '@/src/lib/i18n/compiled/ids';
import { i18n } from '@/src/lib/i18n/i18n';
import { formatDate, formatDuration, formatPercent } from '../lib/format';
import { gradeOf, standingOf } from '../lib/standing';
import { standingWords } from '../lib/standing-words';
import { icon, type PortalIcon } from './icons';

/** What the first paint shows: the frame's (who is signed in, the announcement) and the landing's (the children, the chosen child's dashboard). */
/** The announcement row: its title, its message as the banner says it in plain text, and its severity. */
export interface FirstPaintBanner {
  title: string;
  text: string;
  severity: 'info' | 'success' | 'warning' | 'error';
}

export interface FirstPaintData {
  userName: string;
  announcement: FirstPaintBanner | null;
  children: readonly Child[];
  child: Child;
  dashboard: ChildDashboard;
}

export interface FirstPaintFrame {
  theme: 'light' | 'dark';
  /** The desktop drawer shows icons only (the app's remembered choice). */
  drawerCollapsed: boolean;
}

/**
 * The parent's items of the side drawer, as `navItemsByRole.parent` lists them (`nav-items.ts`, which
 * brings lucide-react); `first-paint-view.test.ts` holds the two lists equal.
 */
export const parentNavigation: readonly { to: string; label: MessageId; icon: PortalIcon }[] = [
  { to: '/parent', label: 'nav.children', icon: 'users' },
  { to: '/notifications', label: 'nav.notifications', icon: 'bell' },
  { to: '/assistant', label: 'nav.assistant', icon: 'bot' },
];

const appTitle = 'CS Curriculum';

const t = (id: MessageId, values?: Record<string, unknown>) => i18n._(id, values);

/** An element with classes, attributes and children; text goes in as text nodes only (names are data). */
function h(tag: string, className: string, attributes: Record<string, string> = {}, children: (Node | string)[] = []) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/** Chakra's avatar initials: the first letters of the first and last words. */
export function initials(name: string) {
  const words = name.trim().split(' ');
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1] ?? '') : '';
  return first && last ? `${first.charAt(0)}${last.charAt(0)}` : first.charAt(0);
}

function banner({ title, text, severity }: FirstPaintBanner) {
  return h('div', `fp-banner fp-tone-${severity}`, { role: 'region', 'aria-label': t('banner.label') }, [
    icon('megaphone', 16),
    h('p', 'fp-banner-text', { title: `${title}: ${text}` }, [h('strong', '', {}, [title]), ' — ', text]),
    h('button', 'fp-banner-more', { type: 'button', disabled: '', 'aria-label': t('banner.moreLabel', { title }) }, [t('banner.more')]),
    h('button', 'fp-banner-close', { type: 'button', disabled: '', 'aria-label': t('banner.dismiss') }, [icon('x', 14)]),
  ]);
}

function topBar(data: FirstPaintData, frame: FirstPaintFrame) {
  const themeLabel = t(frame.theme === 'dark' ? 'theme.toLight' : 'theme.toDark');
  return h('header', 'fp-top', {}, [
    h('button', 'fp-icon-button fp-phone-only', { type: 'button', disabled: '', 'aria-label': t('nav.open') }, [icon('menu')]),
    h('a', 'fp-home', { href: '/parent', 'aria-label': appTitle, translate: 'no' }, [
      icon('graduationCap', 28),
      h('span', 'fp-home-title', {}, [appTitle]),
    ]),
    h('div', 'fp-actions', {}, [
      h('button', 'fp-icon-button', { type: 'button', disabled: '', 'aria-label': t('bell.title') }, [icon('bell')]),
      h('button', 'fp-icon-button', { type: 'button', disabled: '', 'aria-label': themeLabel, title: themeLabel }, [
        icon(frame.theme === 'dark' ? 'sun' : 'moon'),
      ]),
      h('button', 'fp-user', { type: 'button', disabled: '', 'aria-label': t('menu.userMenu', { name: data.userName }) }, [
        h('span', 'fp-avatar', {}, [initials(data.userName)]),
        h('span', 'fp-user-name', {}, [data.userName]),
        h('span', 'fp-user-chevron', {}, [icon('chevronDown')]),
      ]),
    ]),
  ]);
}

function sideNav(frame: FirstPaintFrame) {
  const items = parentNavigation.map((item) =>
    h('li', '', {}, [
      h('a', 'fp-nav-link', { href: item.to, ...(item.to === '/parent' ? { 'aria-current': 'page', 'data-status': 'active' } : {}) }, [
        icon(item.icon, 22),
        h('span', frame.drawerCollapsed ? 'fp-visually-hidden' : 'fp-nav-label', {}, [t(item.label)]),
      ]),
    ]),
  );
  return h('nav', 'fp-side', { 'aria-label': t('nav.main') }, [
    h('div', 'fp-side-list', {}, [h('ul', 'fp-nav', {}, items)]),
    h('div', 'fp-side-foot', {}, [
      h(
        'button',
        'fp-icon-button',
        { type: 'button', disabled: '', 'aria-label': t(frame.drawerCollapsed ? 'nav.expand' : 'nav.collapse') },
        [icon(frame.drawerCollapsed ? 'chevronsRight' : 'chevronsLeft')],
      ),
    ]),
  ]);
}

function progressBar(percent: number, size: 'sm' | 'xs', label: string) {
  const range = h('div', 'fp-progress-range');
  range.style.width = `${percent}%`;
  return h(
    'div',
    `fp-progress fp-progress-${size}`,
    { role: 'progressbar', 'aria-label': label, 'aria-valuemin': '0', 'aria-valuemax': '100', 'aria-valuenow': String(percent) },
    [range],
  );
}

function courseCard(course: ChildDashboard['courses'][number], childName: string, locale: string) {
  const standing = standingWords[standingOf(course)];
  const grade = gradeOf(course);
  const completion = Math.round(course.completion);
  const body = [
    h('div', 'fp-stack fp-gap-1-5 fp-sm', {}, [
      h('p', '', {}, [t('parent.itemsDone', { done: course.itemsCompleted, total: course.itemsTotal })]),
      h('div', 'fp-row fp-gap-3', {}, [
        progressBar(completion, 'sm', course.name),
        h('span', 'fp-progress-value', {}, [formatPercent(locale, course.completion)]),
      ]),
    ]),
  ];
  const gradeRows: HTMLElement[] = [
    h('div', 'fp-row fp-between fp-gap-3 fp-wrap', {}, [
      h('p', 'fp-semibold', {}, [t('parent.grade')]),
      h('p', 'fp-semibold fp-lg', {}, [grade === null ? t('parent.gradeNone') : formatPercent(locale, grade)]),
    ]),
  ];
  if (course.grades && course.grades.divisions.length > 0) {
    const divisions = course.grades.divisions.map((division) =>
      h('li', 'fp-row fp-between fp-gap-3', {}, [
        h('p', 'fp-shrink', {}, [
          division.name,
          ...(division.weight === null
            ? []
            : [h('span', 'fp-muted', {}, [' ', `(${t('parent.weight', { weight: formatPercent(locale, division.weight) })})`])]),
        ]),
        h('p', 'fp-medium fp-keep', {}, [division.percent === null ? t('parent.gradeNone') : formatPercent(locale, division.percent)]),
      ]),
    );
    gradeRows.push(h('section', '', { 'aria-label': t('parent.gradeParts') }, [h('ul', 'fp-list fp-stack fp-gap-1 fp-sm', {}, divisions)]));
  }
  body.push(h('div', 'fp-stack fp-gap-1', {}, gradeRows));
  if (course.units.length > 0) {
    const units = course.units.map((unit) =>
      h('li', 'fp-stack fp-gap-1', {}, [
        h('div', 'fp-row fp-between fp-top-align fp-gap-3 fp-sm', {}, [
          h('p', 'fp-shrink', {}, [unit.name]),
          h('p', 'fp-muted fp-keep', {}, [t('parent.unitDone', { done: unit.completed, total: unit.items })]),
        ]),
        progressBar(
          unit.items > 0 ? Math.round((100 * unit.completed) / unit.items) : 0,
          'xs',
          t('parent.unitProgress', { name: unit.name, done: unit.completed, total: unit.items }),
        ),
      ]),
    );
    body.push(
      h('div', 'fp-stack fp-gap-2', {}, [h('h4', 'fp-semibold', {}, [t('parent.units')]), h('ul', 'fp-list fp-stack fp-gap-3', {}, units)]),
    );
  }
  body.push(
    h('div', 'fp-stack fp-gap-0-5 fp-sm fp-muted', {}, [
      h('p', '', {}, [t('parent.courseTime', { time: formatDuration(locale, course.timeSpentSeconds) })]),
      h('p', '', {}, [
        course.lastActivityAt ? t('parent.lastActive', { date: formatDate(locale, course.lastActivityAt) }) : t('parent.noActivity'),
      ]),
    ]),
  );
  return h('article', 'fp-card', { 'aria-label': course.name }, [
    h('div', 'fp-card-header', {}, [
      h('div', 'fp-stack fp-gap-1', {}, [
        h('h3', 'fp-course-title', {}, [course.name]),
        h('p', 'fp-sm fp-muted', {}, [t('parent.teacher', { name: course.teacherName })]),
      ]),
      h('div', 'fp-stack fp-gap-1 fp-start', {}, [
        h('span', `fp-badge fp-tone-${standing.palette}`, {}, [t(standing.label)]),
        h('p', 'fp-sm', {}, [t(standing.hint, { name: childName })]),
      ]),
    ]),
    h('div', 'fp-card-body fp-gap-5', {}, body),
  ]);
}

function landing(data: FirstPaintData, locale: string) {
  const { child, dashboard } = data;
  const name = child.firstName;
  const current = i18n.locale === 'es' ? 'es' : 'en';
  const languages = (['en', 'es'] as const).map((language) =>
    h(
      'button',
      `fp-button${language === current ? ' fp-selected' : ''}`,
      { type: 'button', disabled: '', lang: language, 'aria-pressed': String(language === current) },
      [language === 'en' ? 'English' : 'Español'],
    ),
  );
  const parts: HTMLElement[] = [
    h('div', 'fp-page-header', {}, [
      h('div', 'fp-stack fp-gap-1', {}, [h('h1', 'fp-title', {}, [t('parent.title')]), h('p', 'fp-muted', {}, [t('parent.description')])]),
      h('div', 'fp-languages', { role: 'group', 'aria-label': t('language.label') }, languages),
    ]),
  ];
  if (data.children.length > 1) {
    const links = data.children.map((kid) =>
      h(
        'a',
        `fp-child${kid._id === child._id ? ' fp-child-current' : ''}`,
        { href: `/parent?child=${encodeURIComponent(kid._id)}`, ...(kid._id === child._id ? { 'aria-current': 'page' } : {}) },
        [kid.firstName],
      ),
    );
    parts.push(h('nav', 'fp-children', { 'aria-label': t('parent.chooseChild') }, links));
  }
  const who = dashboard.child;
  const courses =
    dashboard.courses.length === 0
      ? [h('p', 'fp-muted', {}, [t('parent.noCourses', { name })])]
      : dashboard.courses.map((course) => courseCard(course, name, locale));
  parts.push(
    h('div', 'fp-stack fp-gap-6', {}, [
      h('section', 'fp-card', { 'aria-labelledby': 'fp-child-name' }, [
        h('div', 'fp-card-body fp-gap-3', {}, [
          h('div', 'fp-stack fp-gap-0-5', {}, [
            h('h2', 'fp-child-name', { id: 'fp-child-name' }, [`${who.firstName} ${who.lastName}`]),
            h('p', 'fp-muted', {}, [
              who.gradeSection ? t('parent.schoolAndClass', { school: who.school.name, section: who.gradeSection.name }) : who.school.name,
            ]),
          ]),
          h('dl', 'fp-stat', {}, [
            h('dt', 'fp-stat-label', {}, [t('parent.timeSpent')]),
            h('dd', 'fp-stat-value', {}, [formatDuration(locale, dashboard.timeSpentSeconds)]),
          ]),
        ]),
      ]),
      h('section', 'fp-stack fp-gap-3', { 'aria-labelledby': 'fp-courses-heading' }, [
        h('h2', 'fp-section-heading', { id: 'fp-courses-heading' }, [t('parent.coursesHeading')]),
        ...courses,
      ]),
    ]),
  );
  return h('div', 'fp-landing', {}, parts);
}

/**
 * The parent portal's first view in plain DOM (ARCHITECTURE.md §12, issue 19 part 4): the frame
 * (announcement, top bar, drawer) and the landing's header, children and the chosen child's card and
 * courses, in the app's layout to the pixel, so the React page that replaces it moves nothing. Words
 * from the same catalogues and formatters as the page; every name from the API goes in as text.
 * Its buttons are disabled until the app takes over, a moment later; its links are plain addresses
 * and work at once.
 */
export function renderFirstPaint(data: FirstPaintData, frame: FirstPaintFrame): HTMLElement {
  const locale = i18n.locale === 'es' ? 'es' : 'en';
  const page = h('div', `fp-page${data.announcement ? ' fp-with-banner' : ''}${frame.drawerCollapsed ? ' fp-collapsed' : ''}`, {
    'data-testid': 'first-paint',
  });
  if (data.announcement) page.append(banner(data.announcement));
  page.append(topBar(data, frame), sideNav(frame), h('main', 'fp-main', {}, [landing(data, locale)]));
  return page;
}
