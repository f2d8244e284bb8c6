import { Alert } from '@chakra-ui/react';

/** Why account-wide actions are off: the person also belongs to schools (or has children) outside the admin's reach. */
export function OutsideReachNotice({ kind, count }: { kind: 'teacher' | 'parent'; count: number }) {
  const what =
    kind === 'teacher' ? `${count} other ${count === 1 ? 'school' : 'schools'}` : `${count} other ${count === 1 ? 'child' : 'children'}`;
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Description>
        {kind === 'teacher' ? 'This teacher also works at' : 'This parent also has'} {what} outside your schools, so only an admin of all of
        them can edit, deactivate or delete the account. You can still{' '}
        {kind === 'teacher' ? 'add them to or remove them from your schools.' : 'link or unlink your students.'}
      </Alert.Description>
    </Alert.Root>
  );
}
