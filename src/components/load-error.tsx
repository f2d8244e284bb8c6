import { Button, Stack, type StackProps, Text } from '@chakra-ui/react';
import { CircleAlert, RotateCcw } from 'lucide-react';
import { type ReactNode, useLayoutEffect } from 'react';
import { ApiError } from '../lib/api-error';
import { errorMessage } from '../lib/error-message';
import { handOverFirstPaint } from '../lib/first-paint';
import { useT } from '../lib/i18n/use-t';

interface Props extends StackProps {
  error: unknown;
  onRetry: () => void;
  /** What failed to load, e.g. "your children". */
  what?: string;
  /** Shown instead for a 404 (an unknown id, or one outside the user's scope). */
  notFound?: ReactNode;
}

/** The error state of a data load: what failed, the server's message, and Retry; or `notFound` for a 404. */
export function LoadError({ error, onRetry, what, notFound, ...rest }: Props) {
  const t = useT();
  // A failed load is what the page shows now, not the first paint's figures (ARCHITECTURE.md §12).
  useLayoutEffect(handOverFirstPaint, []);
  if (notFound && error instanceof ApiError && error.status === 404) return notFound;
  return (
    <Stack role="alert" align="center" justify="center" textAlign="center" gap="3" py="8" px="4" {...rest}>
      <CircleAlert size={32} aria-hidden color="var(--chakra-colors-fg-error)" />
      <Text fontWeight="semibold" fontSize="lg">
        {what ? t('state.couldNotLoad', { what }) : t('state.couldNotLoadPage')}
      </Text>
      <Text color="fg.muted">{errorMessage(error, t('state.failed'))}</Text>
      <Button variant="outline" onClick={onRetry}>
        <RotateCcw aria-hidden /> {t('state.retry')}
      </Button>
    </Stack>
  );
}
