import { Card, chakra, Skeleton, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { PrivacyPolicy } from '@/contract/schemas/privacy';
import { type Translate, useT } from '@/src/lib/i18n/use-t';
import { usePrivacyPolicy } from '../api/policy';
import { days, every, formatDate } from '../lib/format';

function Rule({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Stack gap="0.5">
      <chakra.dt fontWeight="semibold" fontSize="sm">
        {term}
      </chakra.dt>
      <chakra.dd m="0" fontSize="sm" color="fg.muted">
        {children}
      </chakra.dd>
    </Stack>
  );
}

function lastRunWords(t: Translate, lastRun: PrivacyPolicy['lastRun']) {
  if (!lastRun) return t('privacy.policy.neverRun');
  return t('privacy.policy.lastRun', { date: formatDate(lastRun.at), students: lastRun.studentsPurged, uploads: lastRun.uploadsCleared });
}

function PanelFrame({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <Card.Root as="section" size="sm" aria-labelledby="privacy-policy-heading">
      <Card.Header>
        <Card.Title as="h2" id="privacy-policy-heading" fontSize="lg">
          {t('privacy.policy.heading')}
        </Card.Title>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

/** The retention and deletion policy the server runs, in the words of a school office. */
export function PolicyPanel() {
  const t = useT();
  const { data: policy } = usePrivacyPolicy();
  return (
    <PanelFrame>
      <chakra.dl display="flex" flexDirection="column" gap="4" m="0">
        <Rule term={t('privacy.policy.deleting')}>{t('privacy.policy.deletingText', { days: days(policy.deletionGraceDays) })}</Rule>
        <Rule term={t('privacy.policy.left')}>{t('privacy.policy.leftText', { days: days(policy.deactivatedRetentionDays) })}</Rule>
        <Rule term={t('privacy.policy.uploads')}>{t('privacy.policy.uploadsText', { days: days(policy.rosterUploadRetentionDays) })}</Rule>
        <Rule term={t('privacy.policy.cleanUp')}>
          {policy.jobIntervalSeconds > 0
            ? `${t('privacy.policy.runs', { every: every(policy.jobIntervalSeconds) })} ${lastRunWords(t, policy.lastRun)}`
            : t('privacy.policy.off')}
        </Rule>
      </chakra.dl>
    </PanelFrame>
  );
}

/** The panel's loading state. */
export function PolicySkeleton() {
  const t = useT();
  return (
    <PanelFrame>
      <Stack gap="4" aria-busy="true" aria-label={t('privacy.policy.loading')}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height="12" />
        ))}
      </Stack>
    </PanelFrame>
  );
}
