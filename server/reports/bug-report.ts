/** A bug report from the form: stored with who sent it, from which browser, and its screenshot's bytes. */
import type { BodyOf } from '@/contract/define';
import type { reportsEndpoints } from '@/contract/endpoints/reports';
import type { AuthUser } from '../auth/auth-user';
import type { Db } from '../db/client';
import { decodeScreenshot } from '../lib/screenshot';
import { createBugReport } from '../repos/bug-reports';

export async function fileBugReport(
  db: Db,
  user: AuthUser,
  body: BodyOf<(typeof reportsEndpoints)['bugReport']>,
  userAgent: string | undefined,
): Promise<{ _id: string }> {
  const id = await createBugReport(db, {
    userId: user.id,
    title: body.title,
    description: body.description,
    expected: body.expected,
    steps: body.steps,
    severity: body.severity,
    path: body.path ?? null,
    userAgent: userAgent?.slice(0, 500) ?? null,
    screenshot: body.screenshot ? decodeScreenshot(body.screenshot) : null,
  });
  return { _id: id };
}
