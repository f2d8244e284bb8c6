import { Button, chakra, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import type { PrivacyStudent } from '@/contract/schemas/privacy';
import { DialogFrame } from '@/src/components/dialog-frame';
import { FormField } from '@/src/components/form-field';
import { InlineAlert } from '@/src/components/inline-alert';
import { TextInput } from '@/src/components/text-input';
import { ApiError } from '@/src/lib/api-error';
import { errorMessage } from '@/src/lib/error-message';
import { showSnackbar } from '@/src/lib/snackbar';
import { useRequestStudentDeletion } from '../api/deletion';
import { usePrivacyPolicy } from '../api/policy';
import { days, formatDate, fullName, normalizeName } from '../lib/format';

/** What a deletion removes, as the server purges it (the contract's "everything about them"). */
const removed = [
  'Profile: name, student number, school and class',
  'Enrollments in classes',
  'Progress through lessons and units',
  'Grades and scores',
  'Time spent learning',
  'Notifications about them',
  'The log of who read their record',
];

/** The server's word on the typed name (a 400 on `confirmName`), else its message. */
function nameError(error: ApiError) {
  const detail = error.body.details?.find((d) => d.path.replace(/^body\./, '') === 'confirmName');
  const message = detail?.message ?? error.message;
  return message ? message.charAt(0).toUpperCase() + message.slice(1) : 'The name does not match.';
}

/**
 * The confirmation before a deletion: exactly what goes, when, and that it cannot be undone after
 * the grace period; the admin types the student's full name, and Delete stays off until it matches.
 */
export function DeleteStudentDialog({ student, onClose }: { student: PrivacyStudent; onClose: () => void }) {
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
          showSnackbar(`${name} will be deleted on ${formatDate(deletionDueAt)}`);
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400) setFieldError(nameError(error));
          else if (error instanceof ApiError && error.status === 409) {
            // Someone else scheduled it meanwhile: the page refreshes and shows the date.
            showSnackbar(`${name} is already scheduled for deletion.`, 'info');
            onClose();
          } else setFailure(errorMessage(error));
        },
      },
    );
  };

  return (
    <DialogFrame
      title={`Delete ${name}?`}
      onClose={onClose}
      size="md"
      onSubmit={submit}
      footer={
        <>
          <Button type="button" variant="outline" onClick={onClose}>
            Keep the student
          </Button>
          <Button type="submit" colorPalette="red" disabled={!matches} loading={request.isPending} loadingText="Deleting…">
            Delete student
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Text>This removes everything the platform holds about {student.firstName}:</Text>
        <chakra.ul ps="5" m="0" listStyleType="disc" display="flex" flexDirection="column" gap="1">
          {removed.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </chakra.ul>
        <Text>
          Nothing goes at once: the record is kept for {days(policy.deletionGraceDays)} (until about {purgeDay}) and you can cancel until
          then. <strong>After that it cannot be undone.</strong> Download the record first if the family or the school needs a copy.
        </Text>
        {failure && <InlineAlert title="The deletion was not scheduled">{failure}</InlineAlert>}
        <FormField label={`Type "${name}" to confirm`} error={fieldError} required>
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
