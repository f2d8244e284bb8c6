import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { MapPinOff } from 'lucide-react';
import { useT } from '../lib/i18n/use-t';

/** An address no page answers; its words are in the first page's messages, loaded on every visit. */
export function NotFoundPage() {
  const t = useT();
  return (
    <Stack align="center" justify="center" textAlign="center" gap="5" p="6" minH="60vh">
      <title>{t('notFound.title')}</title>
      <MapPinOff size={48} aria-hidden />
      <Heading as="h1" size="2xl">
        {t('notFound.heading')}
      </Heading>
      <Text color="fg.muted">{t('notFound.body')}</Text>
      <Button asChild variant="outline">
        <Link to="/">{t('notFound.home')}</Link>
      </Button>
    </Stack>
  );
}
