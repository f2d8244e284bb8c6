import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { GraduationCap } from 'lucide-react';
import type { CurrentUser } from '@/contract/schemas/user';
import { LanguageSwitcher } from '@/src/components/language-switcher';
import { ThemeToggle } from '@/src/components/theme-toggle';
import { useT } from '@/src/lib/i18n/use-t';
import { homePathFor, isInRoleGroups } from '@/src/lib/roles';
import { completeSignIn } from '../session-actions';
import { SignInForm } from './sign-in-form';

const route = getRouteApi('/sign-in');

export function SignInPage() {
  const { redirect } = route.useSearch();
  const navigate = useNavigate();
  const t = useT();

  const onSignedIn = async (answer: { token: string; refreshToken: string; user: CurrentUser }) => {
    await completeSignIn(answer);
    const back = redirect && isInRoleGroups(answer.user.role, redirect) ? redirect : null;
    if (back) await navigate({ href: back, replace: true });
    else await navigate({ to: homePathFor(answer.user.role), replace: true });
  };

  return (
    <Box
      as="main"
      minH="100dvh"
      bg="bg.subtle"
      display="flex"
      alignItems={{ base: 'flex-start', sm: 'center' }}
      justifyContent="center"
      p={{ base: '4', sm: '6' }}
    >
      <title>{t('signIn.pageTitle')}</title>
      <HStack position="fixed" top="2" right="2" gap="1">
        <LanguageSwitcher />
        <ThemeToggle />
      </HStack>
      <Stack
        gap="6"
        width="full"
        maxW="440px"
        mt={{ base: '14', sm: '0' }}
        p={{ base: '6', sm: '8' }}
        bg="bg.panel"
        borderWidth="1px"
        borderColor="border"
        borderRadius="l3"
        boxShadow="sm"
      >
        <Stack gap="3">
          <HStack gap="2" color="brand.fg">
            <GraduationCap size={32} aria-hidden />
            <Text fontWeight="bold" fontSize="lg" color="fg">
              {t('app.name')}
            </Text>
          </HStack>
          <Heading as="h1" size="2xl">
            {t('signIn.heading')}
          </Heading>
          <Text color="fg.muted">{t('signIn.tagline')}</Text>
        </Stack>
        <SignInForm onSignedIn={onSignedIn} />
      </Stack>
    </Box>
  );
}
