import { Button, chakra, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import type { PrivacyStudent } from '@/contract/schemas/privacy';
import { DialogFrame } from '@/src/components/dialog-frame';
import { FormField } from '@/src/components/form-field';
import { InlineAlert } from '@/src/components/inline-alert';
import { TextInput } from '@/src/components/text-input';
import { ApiError } from '@/src/lib/api-error';
import { errorMessage } from '@/src/lib/error-message';
import type { MessageId } from '@/src/lib/i18n/compiled/ids';
import { type Translate, useT } from '@/src/lib/i18n/use-t';
import { showSnackbar } from '@/src/lib/snackbar';
import { useRequestStudentDeletion } from '../api/deletion';
import { usePrivacyPolicy } from '../api/policy';
import { days, formatDate, fullName, normalizeName } from '../lib/format';

/** What a deletion removes, as the server purges it (the contract's "everything about them"). */
const removed: MessageId[] = [
  'privacy.delete.removed.profile',
  'privacy.delete.removed.enrollments',
  'privacy.delete.removed.progress',
  'privacy.delete.removed.grades',
  'privacy.delete.removed.time',
  'privacy.delete.removed.notifications',
  'privacy.delete.removed.log',
];

/** The server's word on the typed name (a 400 on `confirmName`), else its message. */
function nameError(error: ApiError, t: Translate) {
  const detail = error.body.details?.find((d) => d.path.replace(/^body\./, '') === 'confirmName');
  // The one refusal of this field is a name that does not match: said in the reader's language, whatever the server's words.
  return detail ? t('privacy.delete.nameMismatch') : errorMessage(error);
}

/**
 * The confirmation before a deletion: exactly what goes, when, and that it cannot be undone after
 * the grace period; the admin types the student's full name, and Delete stays off until it matches.
 */
export function DeleteStudentDialog({ student, onClose }: { student: PrivacyStudent; onClose: () => void }) {
  const t = useT();
  const { data: policy } = usePrivacyPolicy();
  const request = useRequestStudentDeletion();
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const name = fullName(student);
  const matches = normalizeName(typed) === name;
  const purgeDay = formatDate(new Date(Date.now() + policy.deletionGraceDays * 86_400_000).toISOString());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!matches || request.isPending) return;
    setFailure(undefined);
    request.mutate(
      { studentId: student._id, confirmName: normalizeName(typed) },
      {
        onSuccess: ({ deletionDueAt }) => {
          showSnackbar(t('privacy.delete.scheduled', { name, date: formatDate(deletionDueAt) }));
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400) setFieldError(nameError(error, t));
          else if (error instanceof ApiError && error.status === 409) {
            // Someone else scheduled it meanwhile: the page refreshes and shows the date.
            showSnackbar(t('privacy.delete.already', { name }), 'info');
            onClose();
          } else setFailure(errorMessage(error));
        },
      },
    );
  };

  return (
    <DialogFrame
      title={t('privacy.delete.title', { name })}
      onClose={onClose}
      size="md"
      onSubmit={submit}
      footer={
        <>
          <Button type="button" variant="outline" onClick={onClose}>
            {t('privacy.delete.keep')}
          </Button>
          <Button
            type="submit"
            colorPalette="red"
            disabled={!matches}
            loading={request.isPending}
            loadingText={t('privacy.delete.deleting')}
          >
            {t('privacy.record.delete')}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Text>{t('privacy.delete.intro', { name: student.firstName })}</Text>
        <chakra.ul ps="5" m="0" listStyleType="disc" display="flex" flexDirection="column" gap="1">
          {removed.map((item) => (
            <li key={item}>{t(item)}</li>
          ))}
        </chakra.ul>
        <Text>
          {t('privacy.delete.grace', { days: days(policy.deletionGraceDays), date: purgeDay })} <strong>{t('privacy.delete.final')}</strong>{' '}
          {t('privacy.delete.copy')}
        </Text>
        {failure && <InlineAlert title={t('privacy.delete.notScheduled')}>{failure}</InlineAlert>}
        <FormField label={t('privacy.delete.confirm', { name })} error={fieldError} required>
          <TextInput
            value={typed}
            autoComplete="off"
            spellCheck={false}
            maxLength={200}
            onChange={(event) => {
              setTyped(event.currentTarget.value);
              setFieldError(undefined);
            }}
          />
        </FormField>
      </Stack>
    </DialogFrame>
  );
}
