import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { CalendarClock, UserMinus } from 'lucide-react';
import type { PrivacyStudent } from '@/contract/schemas/privacy';
import { ApiError } from '@/src/lib/api-error';
import { errorMessage } from '@/src/lib/error-message';
import { useT } from '@/src/lib/i18n/use-t';
import { showSnackbar } from '@/src/lib/snackbar';
import { useCancelStudentDeletion } from '../api/deletion';
import { usePrivacyPolicy } from '../api/policy';
import { days, formatDate, fullName } from '../lib/format';

/** A pending deletion: when it happens, and the way to call it off until then. */
export function DeletionNotice({ student, deletionDueAt }: { student: PrivacyStudent; deletionDueAt: string }) {
  const t = useT();
  const cancel = useCancelStudentDeletion();
  const name = fullName(student);
  const onCancel = () =>
    cancel.mutate(student._id, {
      onSuccess: () => showSnackbar(t('privacy.deletion.cancelled', { name })),
      onError: (error) => {
        // Nothing pending any more (cancelled elsewhere, or just purged): the page refreshes to show which.
        if (error instanceof ApiError && error.status === 409) showSnackbar(t('privacy.deletion.nothingToCancel', { name }), 'info');
        else showSnackbar(errorMessage(error), 'error');
      },
    });
  return (
    <Stack
      as="section"
      aria-label={t('privacy.deletion.region')}
      direction={{ base: 'column', sm: 'row' }}
      align={{ base: 'stretch', sm: 'center' }}
      justify="space-between"
      gap="3"
      p="4"
      mb="6"
      borderWidth="1px"
      borderRadius="l2"
      borderColor="border.error"
      bg="bg.error"
    >
      <Stack direction="row" gap="3" align="start">
        <Box color="fg.error" pt="0.5" flexShrink={0}>
          <CalendarClock size={20} aria-hidden />
        </Box>
        <Box>
          <Text fontWeight="semibold">{t('privacy.deletion.scheduled', { date: formatDate(deletionDueAt) })}</Text>
          <Text fontSize="sm">{t('privacy.deletion.scheduledText', { name: student.firstName })}</Text>
        </Box>
      </Stack>
      <Button
        variant="outline"
        bg="bg.panel"
        minH="11"
        flexShrink={0}
        onClick={onCancel}
        loading={cancel.isPending}
        loadingText={t('privacy.deletion.cancelling')}
      >
        {t('privacy.deletion.cancel')}
      </Button>
    </Stack>
  );
}

/** A student who left the school: their record is kept for the retention period (the policy), then purged. */
export function LeftSchoolNotice({ deactivatedAt }: { deactivatedAt: string }) {
  const t = useT();
  const { data: policy } = usePrivacyPolicy();
  const purgeDay = new Date(new Date(deactivatedAt).getTime() + policy.deactivatedRetentionDays * 86_400_000).toISOString();
  return (
    <Stack direction="row" gap="3" align="start" p="4" mb="6" borderWidth="1px" borderRadius="l2" bg="bg.subtle">
      <Box color="fg.muted" pt="0.5" flexShrink={0}>
        <UserMinus size={20} aria-hidden />
      </Box>
      <Text>
        {t('privacy.deletion.leftSchool', {
          date: formatDate(deactivatedAt),
          days: days(policy.deactivatedRetentionDays),
          purge: formatDate(purgeDay),
        })}
      </Text>
    </Stack>
  );
}
