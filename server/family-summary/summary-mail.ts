/**
 * The weekly family summary mail, in the parent's language (English or Spanish): plain text and a
 * simple HTML body, every name from the database escaped in the HTML.
 */
import type { SummaryLocale } from '@/contract/schemas/parent';
import { formatDuration, formatPercent } from '@/domain/parent-format';
import type { Mail } from '../mail/mail';

/** What one summary tells about one child's summarised week. */
export interface ChildWeekSummary {
  parentName: string;
  childName: string;
  /** Monday 00:00 UTC of the summarised week; it ends 7 days later. */
  weekStart: Date;
  /** Items finished in the week, and items worked on at all. */
  completedThisWeek: number;
  workedOnThisWeek: number;
  courses: Array<{
    name: string;
    completion: number;
    itemsCompleted: number;
    itemsTotal: number;
    /** The gradebook total, else the mean item score; null when nothing is graded. */
    grade: number | null;
    completedThisWeek: number;
    needsHelp: boolean;
  }>;
  /** Graded items finished in the week. */
  newGrades: Array<{ courseName: string; title: string; percent: number }>;
  timeTotalSeconds: number;
  /** Time since the previous summary; null for a first summary. */
  timeThisWeekSeconds: number | null;
  portalLink: string;
  unsubscribeLink: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

interface Words {
  subject(child: string, week: string): string;
  hello(parent: string): string;
  intro(child: string, week: string): string;
  progressHeading: string;
  progress(completed: number, workedOn: number): string;
  course(name: string, completion: string, done: number, total: number, thisWeek: number): string;
  grade(grade: string): string;
  gradesHeading: string;
  noNewGrades: string;
  timeHeading: string;
  timeTotal(total: string): string;
  timeWeek(week: string, total: string): string;
  attentionHeading: string;
  needsHelp(course: string, grade: string): string;
  noActivity(child: string): string;
  nothingNeedsAttention: string;
  portal: string;
  stop: string;
  why: string;
}

const words: Record<SummaryLocale, Words> = {
  en: {
    subject: (child, week) => `${child}'s week: ${week}`,
    hello: (parent) => `Hello ${parent},`,
    intro: (child, week) => `Here is how ${child}'s week went (${week}).`,
    progressHeading: 'Progress this week',
    progress: (completed, workedOn) => `${completed} ${completed === 1 ? 'activity' : 'activities'} finished, ${workedOn} worked on.`,
    course: (name, completion, done, total, thisWeek) =>
      `${name}: ${completion} done (${done} of ${total}), ${thisWeek} finished this week`,
    grade: (grade) => `grade ${grade}`,
    gradesHeading: 'New grades',
    noNewGrades: 'No new grades this week.',
    timeHeading: 'Time spent',
    timeTotal: (total) => `${total} in all.`,
    timeWeek: (week, total) => `${week} this week, ${total} in all.`,
    attentionHeading: 'Needs attention',
    needsHelp: (course, grade) => `${course}: the grade is ${grade}, below 60%.`,
    noActivity: (child) => `${child} did not work on any course this week.`,
    nothingNeedsAttention: 'Nothing needs your attention.',
    portal: 'See everything in the parent portal',
    stop: 'Stop these weekly mails',
    why: 'You get this mail because you turned on weekly summaries in the parent portal.',
  },
  es: {
    subject: (child, week) => `La semana de ${child}: ${week}`,
    hello: (parent) => `Hola, ${parent}:`,
    intro: (child, week) => `Así fue la semana de ${child} (${week}).`,
    progressHeading: 'Progreso de esta semana',
    progress: (completed, workedOn) =>
      `${completed} ${completed === 1 ? 'actividad terminada' : 'actividades terminadas'}, ${workedOn} con trabajo.`,
    course: (name, completion, done, total, thisWeek) =>
      `${name}: ${completion} hecho (${done} de ${total}), ${thisWeek} ${thisWeek === 1 ? 'terminada' : 'terminadas'} esta semana`,
    grade: (grade) => `nota ${grade}`,
    gradesHeading: 'Notas nuevas',
    noNewGrades: 'No hay notas nuevas esta semana.',
    timeHeading: 'Tiempo dedicado',
    timeTotal: (total) => `${total} en total.`,
    timeWeek: (week, total) => `${week} esta semana, ${total} en total.`,
    attentionHeading: 'Requiere atención',
    needsHelp: (course, grade) => `${course}: la nota es ${grade}, por debajo del 60 %.`,
    noActivity: (child) => `${child} no trabajó en ningún curso esta semana.`,
    nothingNeedsAttention: 'Nada requiere su atención.',
    portal: 'Ver todo en el portal para familias',
    stop: 'Dejar de recibir estos correos semanales',
    why: 'Recibe este correo porque activó los resúmenes semanales en el portal para familias.',
  },
};

/** "Mar 4 – 10, 2030" / "4–10 mar 2030": Monday to Sunday, in UTC (the week is a UTC week); plain spaces for plain-text mail. */
export function formatWeek(locale: SummaryLocale, weekStart: Date): string {
  const lastDay = new Date(weekStart.getTime() + 6 * 86_400_000);
  const range = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return range.formatRange(weekStart, lastDay).replace(/[\u2009\u202f\u00a0]/g, ' ');
}

/** The lines under "Needs attention": courses below 60 %, and a week with no work at all. */
function attentionLines(w: Words, locale: SummaryLocale, summary: ChildWeekSummary): string[] {
  const lines = summary.courses
    .filter((c) => c.needsHelp && c.grade !== null)
    .map((c) => w.needsHelp(c.name, formatPercent(locale, c.grade!)));
  if (summary.courses.length > 0 && summary.workedOnThisWeek === 0) lines.push(w.noActivity(summary.childName));
  return lines;
}

export function familySummaryMail(to: string, locale: SummaryLocale, summary: ChildWeekSummary): Mail {
  const w = words[locale];
  const week = formatWeek(locale, summary.weekStart);
  const percent = (value: number) => formatPercent(locale, value);
  const courseLine = (c: ChildWeekSummary['courses'][number]) =>
    w.course(c.name, percent(c.completion), c.itemsCompleted, c.itemsTotal, c.completedThisWeek) +
    (c.grade === null ? '' : `, ${w.grade(percent(c.grade))}`);
  const gradeLine = (g: ChildWeekSummary['newGrades'][number]) => `${g.courseName}: ${g.title}, ${percent(g.percent)}`;
  const time =
    summary.timeThisWeekSeconds === null
      ? w.timeTotal(formatDuration(locale, summary.timeTotalSeconds))
      : w.timeWeek(formatDuration(locale, summary.timeThisWeekSeconds), formatDuration(locale, summary.timeTotalSeconds));
  const attention = attentionLines(w, locale, summary);

  const text = [
    w.hello(summary.parentName),
    '',
    w.intro(summary.childName, week),
    '',
    `${w.progressHeading}:`,
    w.progress(summary.completedThisWeek, summary.workedOnThisWeek),
    ...summary.courses.map((c) => `- ${courseLine(c)}`),
    '',
    `${w.gradesHeading}:`,
    ...(summary.newGrades.length > 0 ? summary.newGrades.map((g) => `- ${gradeLine(g)}`) : [w.noNewGrades]),
    '',
    `${w.timeHeading}: ${time}`,
    '',
    `${w.attentionHeading}:`,
    ...(attention.length > 0 ? attention.map((line) => `- ${line}`) : [w.nothingNeedsAttention]),
    '',
    `${w.portal}: ${summary.portalLink}`,
    '',
    w.why,
    `${w.stop}: ${summary.unsubscribeLink}`,
  ].join('\n');

  const list = (items: string[]) => `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
  const html = `<!doctype html>
<html lang="${locale}"><body style="font-family:system-ui,sans-serif;line-height:1.5">
<p>${escapeHtml(w.hello(summary.parentName))}</p>
<p>${escapeHtml(w.intro(summary.childName, week))}</p>
<h2 style="font-size:1.1em">${escapeHtml(w.progressHeading)}</h2>
<p>${escapeHtml(w.progress(summary.completedThisWeek, summary.workedOnThisWeek))}</p>
${summary.courses.length > 0 ? list(summary.courses.map(courseLine)) : ''}
<h2 style="font-size:1.1em">${escapeHtml(w.gradesHeading)}</h2>
${summary.newGrades.length > 0 ? list(summary.newGrades.map(gradeLine)) : `<p>${escapeHtml(w.noNewGrades)}</p>`}
<h2 style="font-size:1.1em">${escapeHtml(w.timeHeading)}</h2>
<p>${escapeHtml(time)}</p>
<h2 style="font-size:1.1em">${escapeHtml(w.attentionHeading)}</h2>
${attention.length > 0 ? list(attention) : `<p>${escapeHtml(w.nothingNeedsAttention)}</p>`}
<p><a href="${escapeHtml(summary.portalLink)}">${escapeHtml(w.portal)}</a></p>
<p style="color:#555;font-size:0.9em">${escapeHtml(w.why)} <a href="${escapeHtml(summary.unsubscribeLink)}">${escapeHtml(w.stop)}</a></p>
</body></html>`;
  return { to, subject: w.subject(summary.childName, week), text, html, unsubscribe: summary.unsubscribeLink };
}
