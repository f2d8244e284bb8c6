import type { QueryClient } from '@tanstack/react-query';
import { create } from 'zustand';
import { ConfirmDialog } from '@/src/components/confirm-dialog';
import { useT } from '@/src/lib/i18n/use-t';
import { gradebookKeys } from '../api/keys';

/** The open question: how many changes wait, and who hears the answer. */
const useQuestion = create<{ waiting: number; answer: ((signOut: boolean) => void) | null }>()(() => ({ waiting: 0, answer: null }));

/** Gradebook changes not answered by the server yet (waiting offline, or on their way). */
const waitingChanges = (client: QueryClient) =>
  client
    .getMutationCache()
    .findAll({ mutationKey: gradebookKeys.all })
    .filter((mutation) => mutation.state.status === 'pending').length;

/**
 * Before sign-out: with changes still waiting, asks whether to sign out and lose them (they are
 * deleted from the device with the session). Answers whether to go on.
 */
export function askBeforeSignOut(client: QueryClient): Promise<boolean> {
  const waiting = waitingChanges(client);
  if (waiting === 0) return Promise.resolve(true);
  return new Promise((resolve) =>
    useQuestion.setState({
      waiting,
      answer: (signOut) => {
        useQuestion.setState({ waiting: 0, answer: null });
        resolve(signOut);
      },
    }),
  );
}

/** The question's dialog (in the offline UI's root). */
export function SignOutQuestion() {
  const t = useT();
  const { waiting, answer } = useQuestion();
  if (!answer) return null;
  return (
    <ConfirmDialog
      open
      title={t('offline.signOutTitle')}
      cancel={{ label: t('offline.signOutStay'), onClick: () => answer(false) }}
      confirm={{ label: t('offline.signOutAnyway'), onClick: () => answer(true) }}
      onDismiss={() => answer(false)}
    >
      {t('offline.signOutBody', { count: waiting })}
    </ConfirmDialog>
  );
}
