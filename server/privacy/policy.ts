/** The privacy policy as configured (docs/ARCHITECTURE.md §11), with the retention job's last run. */
import type { PrivacyPolicy } from '@/contract/schemas/privacy';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { lastRetentionRun } from '../repos/privacy-retention';

export async function privacyPolicy(db: Db, policy: Config['privacy']): Promise<PrivacyPolicy> {
  return {
    deletionGraceDays: policy.deletionGraceDays,
    deactivatedRetentionDays: policy.deactivatedRetentionDays,
    rosterUploadRetentionDays: policy.rosterUploadRetentionDays,
    jobIntervalSeconds: policy.jobIntervalSeconds,
    lastRun: await lastRetentionRun(db),
  };
}
