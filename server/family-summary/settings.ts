/** A parent's weekly summary settings, and a mail's stop link (signed out). */
import type { FamilySummarySettings, SummaryUnsubscribed } from '@/contract/schemas/parent';
import { hashToken } from '../auth/opaque-token';
import type { Db } from '../db/client';
import { notFound } from '../lib/refusal';
import { saveSummarySettings, summarySettingsOf, unsubscribeByToken } from '../repos/family-summaries';

export const familySummarySettings = (db: Db, parentId: string) => summarySettingsOf(db, parentId);

export const updateFamilySummarySettings = (db: Db, parentId: string, settings: FamilySummarySettings) =>
  saveSummarySettings(db, parentId, settings);

/**
 * Turns off the summaries of the parent the mail was sent to. Again with the same link: the same
 * answer (they stay off). An unknown token is a 404 that names nothing.
 */
export async function unsubscribeFromSummaries(db: Db, token: string): Promise<SummaryUnsubscribed> {
  const locale = await unsubscribeByToken(db, hashToken(token));
  if (!locale) throw notFound('This link is not known. Turn the weekly mails off in the parent portal instead.');
  return { locale };
}
