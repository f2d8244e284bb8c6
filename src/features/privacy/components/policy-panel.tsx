import { Card, chakra, Skeleton, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { PrivacyPolicy } from '@/contract/schemas/privacy';
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

function lastRunWords(lastRun: PrivacyPolicy['lastRun']) {
  if (!lastRun) return 'It has not run yet.';
  const students = lastRun.studentsPurged === 1 ? '1 student record' : `${lastRun.studentsPurged} student records`;
  const uploads = lastRun.uploadsCleared === 1 ? '1 upload' : `${lastRun.uploadsCleared} uploads`;
  return `Last run on ${formatDate(lastRun.at)}: removed ${students} and ${uploads}.`;
}

function PanelFrame({ children }: { children: ReactNode }) {
  return (
    <Card.Root as="section" size="sm" aria-labelledby="privacy-policy-heading">
      <Card.Header>
        <Card.Title as="h2" id="privacy-policy-heading" fontSize="lg">
          How long we keep records
        </Card.Title>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

/** The retention and deletion policy the server runs, in the words of a school office. */
export function PolicyPanel() {
  const { data: policy } = usePrivacyPolicy();
  return (
    <PanelFrame>
      <chakra.dl display="flex" flexDirection="column" gap="4" m="0">
        <Rule term="Deleting a student">
          Nothing is removed at once: the record is kept {days(policy.deletionGraceDays)} after you ask, and you can cancel until then.
          After that it is removed for good.
        </Rule>
        <Rule term="Students who left">
          A student who left the school keeps their record for {days(policy.deactivatedRetentionDays)}; then it is removed.
        </Rule>
        <Rule term="Roster uploads">
          A roster file that was uploaded but never applied is removed after {days(policy.rosterUploadRetentionDays)}.
        </Rule>
        <Rule term="Automatic clean-up">
          {policy.jobIntervalSeconds > 0
            ? `Runs ${every(policy.jobIntervalSeconds)}. ${lastRunWords(policy.lastRun)}`
            : 'Switched off on this server: nothing is removed automatically.'}
        </Rule>
      </chakra.dl>
    </PanelFrame>
  );
}

/** The panel's loading state. */
export function PolicySkeleton() {
  return (
    <PanelFrame>
      <Stack gap="4" aria-busy="true" aria-label="Loading the policy">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height="12" />
        ))}
      </Stack>
    </PanelFrame>
  );
}
