import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ShieldX } from 'lucide-react';

interface Props {
  userName: string;
  roleLabel: string;
  homePath: string;
}

/** Another role's group: say so plainly and offer the way home (never a redirect loop). */
export function NoAccessPage({ userName, roleLabel, homePath }: Props) {
  return (
    <Stack as="main" minH="100dvh" align="center" justify="center" textAlign="center" gap="5" p="6">
      <title>No access · CS Curriculum</title>
      <ShieldX size={48} aria-hidden color="var(--chakra-colors-fg-error)" />
      <Heading as="h1" size="2xl">
        You don't have access to this page
      </Heading>
      <Text color="fg.muted" maxW="480px">
        You are signed in as {userName} ({roleLabel}). This part of the app is for another role. If you think you should see it, ask your
        school's administrator.
      </Text>
      <Button asChild colorPalette="brand">
        <Link to={homePath}>Go to your home page</Link>
      </Button>
    </Stack>
  );
}
