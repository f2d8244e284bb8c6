import { Button, Heading, Stack, Text, Theme } from '@chakra-ui/react';
import { RotateCcw } from 'lucide-react';
import { useT } from '../../lib/i18n/use-t';

/** ARCHITECTURE.md §6, exactly. */
export const crashTexts = {
  heading: 'Oops! Something went wrong.',
  body: 'We are so sorry, but it looks like website has crashed. This bug has been automatically reported to the Team. Please refresh your page to try again.',
};

/** The crash screen: always dark (ARCHITECTURE.md §6), whatever the theme setting. */
export function CrashScreen({ onReload }: { onReload: () => void }) {
  // The `first-page` area: always loaded, whatever page crashed (the sign-in page, /invite, a signed-in page).
  const t = useT();
  return (
    <Theme appearance="dark" minH="100dvh" display="flex" alignItems="center" justifyContent="center" p="6">
      <Stack role="alert" gap="6" maxW="560px" textAlign="center" alignItems="center">
        <Heading as="h1" size="2xl">
          {crashTexts.heading}
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          {crashTexts.body}
        </Text>
        <Button colorPalette="brand" size="lg" onClick={onReload}>
          <RotateCcw aria-hidden /> {t('crash.reload')}
        </Button>
      </Stack>
    </Theme>
  );
}
