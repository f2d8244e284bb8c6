import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { checkPassword, minPasswordLength, type PasswordVerdict } from '@/domain/password-strength';
import { type Translate, useT } from '@/src/lib/i18n/use-t';

const levels = [
  { label: 'join.level.0', color: 'red.solid' },
  { label: 'join.level.1', color: 'red.solid' },
  { label: 'join.level.2', color: 'orange.solid' },
  { label: 'join.level.3', color: 'green.solid' },
  { label: 'join.level.4', color: 'green.solid' },
] as const;

/** Why the password is weak in the reader's language (the verdict's `problem` is the server's English); null when it is not. */
export function problemOf(verdict: PasswordVerdict, t: Translate): string | null {
  if (verdict.reason === null) return null;
  if (verdict.reason === 'short') return t('join.problem.short', { min: minPasswordLength });
  return t(`join.problem.${verdict.reason}`);
}

/**
 * The password's strength as the server will judge it (`domain/password-strength.ts`: zxcvbn, whose
 * word lists load with this page's first keystroke), shown as four bars and words, announced politely.
 */
export function usePasswordVerdict(password: string, userInputs: string[]): PasswordVerdict | null {
  const [verdict, setVerdict] = useState<PasswordVerdict | null>(null);
  const inputs = userInputs.join('\n');
  useEffect(() => {
    if (!password) {
      setVerdict(null);
      return;
    }
    let current = true;
    // A short pause: zxcvbn takes a few milliseconds a check, typing is faster.
    const timer = setTimeout(() => {
      void checkPassword(password, inputs.split('\n')).then((next) => current && setVerdict(next));
    }, 150);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password, inputs]);
  return verdict;
}

export function PasswordMeter({ verdict }: { verdict: PasswordVerdict | null }) {
  const score = verdict?.score ?? 0;
  const level = levels[score];
  const t = useT();
  return (
    <Stack gap="1" mt="2">
      <HStack
        gap="1"
        role="meter"
        aria-label={t('join.strength')}
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={verdict ? score : 0}
        aria-valuetext={verdict ? t(level.label) : t('join.noPassword')}
      >
        {[1, 2, 3, 4].map((bar) => (
          <Box key={bar} flex="1" height="1.5" borderRadius="full" bg={verdict && score >= bar ? level.color : 'bg.emphasized'} />
        ))}
      </HStack>
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {verdict ? `${t(level.label)}. ${problemOf(verdict, t) ?? t('join.goodToGo')}` : t('join.hint')}
      </Text>
    </Stack>
  );
}
