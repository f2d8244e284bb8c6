import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { checkPassword, type PasswordVerdict } from '@/domain/password-strength';

const levels = [
  { label: 'Very weak', color: 'red.solid' },
  { label: 'Weak', color: 'red.solid' },
  { label: 'Fair', color: 'orange.solid' },
  { label: 'Strong', color: 'green.solid' },
  { label: 'Very strong', color: 'green.solid' },
] as const;

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
  return (
    <Stack gap="1" mt="2">
      <HStack
        gap="1"
        role="meter"
        aria-label="Password strength"
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={verdict ? score : 0}
        aria-valuetext={verdict ? level.label : 'No password yet'}
      >
        {[1, 2, 3, 4].map((bar) => (
          <Box key={bar} flex="1" height="1.5" borderRadius="full" bg={verdict && score >= bar ? level.color : 'bg.emphasized'} />
        ))}
      </HStack>
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {verdict ? `${level.label}. ${verdict.problem ?? 'Good to go.'}` : 'Use at least 10 characters; a few unrelated words work well.'}
      </Text>
    </Stack>
  );
}
