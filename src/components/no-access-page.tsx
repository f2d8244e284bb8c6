import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ShieldX } from 'lucide-react';
import type { Role } from '@/contract/http';
import { useT } from '../lib/i18n/use-t';
import { roleMessages } from '../lib/roles';

interface Props {
  userName: string;
  role: Role;
  homePath: string;
}

/** Another role's group: say so plainly and offer the way home (never a redirect loop). */
export function NoAccessPage({ userName, role, homePath }: Props) {
  const t = useT();
  return (
    <Stack as="main" minH="100dvh" align="center" justify="center" textAlign="center" gap="5" p="6">
      <title>{t('noAccess.title')}</title>
      <ShieldX size={48} aria-hidden color="var(--chakra-colors-fg-error)" />
      <Heading as="h1" size="2xl">
        {t('noAccess.heading')}
      </Heading>
      <Text color="fg.muted" maxW="480px">
        {t('noAccess.body', { name: userName, role: t(roleMessages[role]) })}
      </Text>
      <Button asChild colorPalette="brand">
        <Link to={homePath}>{t('noAccess.home')}</Link>
      </Button>
    </Stack>
  );
}
