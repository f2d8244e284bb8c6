import { Alert } from '@chakra-ui/react';
import { useT } from '@/src/lib/i18n/use-t';

/** Why account-wide actions are off: the person also belongs to schools (or has children) outside the admin's reach. */
export function OutsideReachNotice({ kind, count }: { kind: 'teacher' | 'parent'; count: number }) {
  const t = useT();
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Description>{t(kind === 'teacher' ? 'people.outside.teacher' : 'people.outside.parent', { count })}</Alert.Description>
    </Alert.Root>
  );
}
