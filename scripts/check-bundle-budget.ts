/**
 * `npm run test:budget` (part of `npm test`): builds `dist/` if stale, loads the sign-in page, the
 * teacher landing and the parent portal in Chromium and fails when one loads more gzip JavaScript
 * than its budget (12 KB / 300 KB / 270 KB, ARCHITECTURE.md §4). The figures are the ones `npm run bench -- bundle` prints:
 * both measure through `bench/support/page-javascript.ts`.
 */
import { budgets, measurePageJavascript, serveBuiltApp } from '@/bench/support/page-javascript';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const app = await serveBuiltApp();
const { signIn, teacherLanding, parentPortal } = await measurePageJavascript(app.baseUrl).finally(() => app.stop());
const pages = [
  { label: 'sign-in page', result: signIn, limit: budgets.signIn },
  { label: 'teacher landing', result: teacherLanding, limit: budgets.teacherLanding },
  { label: 'parent portal', result: parentPortal, limit: budgets.parentPortal },
];
let over = false;
for (const { label, result, limit } of pages) {
  const within = result.gzip <= limit;
  over ||= !within;
  // The exact bytes too: one more byte can cross a budget that the rounded figures show as equal.
  const margin = within ? `${limit - result.gzip} B to spare` : `${result.gzip - limit} B over`;
  console.log(
    `${within ? 'ok  ' : 'OVER'} ${label} (${result.finalPath}): ${kb(result.gzip)} gzip JavaScript (${result.gzip} B), budget ${kb(limit)}: ${margin}`,
  );
}
if (over) {
  console.error('Over the JavaScript budget: `npm run bench -- bundle` lists every file the page loaded.');
  process.exit(1);
}
