import { Avatar, Box, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { Bug, ChevronDown, LogOut } from 'lucide-react';
import { useState } from 'react';
import type { CurrentUser } from '@/contract/schemas/user';
import { signOut } from '../features/auth/session-actions';
import { chooseAccountLocale } from '../lib/i18n/account-locale';
import type { MessageId } from '../lib/i18n/compiled/ids';
import { type Locale, localeNames, locales } from '../lib/i18n/i18n';
import { useLocale, useT } from '../lib/i18n/use-t';
import { roleMessages } from '../lib/roles';
import { maySignOut } from '../lib/session-events';
import { type ThemeSetting, useThemeStore } from '../lib/theme-store';

const themeChoices: { value: ThemeSetting; label: MessageId }[] = [
  { value: 'light', label: 'menu.themeLight' },
  { value: 'dark', label: 'menu.themeDark' },
  { value: 'system', label: 'menu.themeSystem' },
];

/** Who is signed in, the theme and language settings, and Sign out. */
export function UserMenu({ user, onReportBug }: { user: CurrentUser; onReportBug: () => void }) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const setting = useThemeStore((state) => state.setting);
  const setSetting = useThemeStore((state) => state.setSetting);
  const [signingOut, setSigningOut] = useState(false);

  const onSignOut = async () => {
    // Staff with grade changes still waiting on this device are asked first (they would be lost).
    if (!(await maySignOut())) return;
    setSigningOut(true);
    await signOut();
    await navigate({ to: '/sign-in', replace: true });
  };

  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={(details) => {
        if (details.value === 'report-bug') onReportBug();
        if (details.value === 'sign-out') void onSignOut();
      }}
    >
      <Menu.Trigger asChild>
        <Button variant="ghost" px="2" aria-label={t('menu.userMenu', { name: user.name })} loading={signingOut}>
          <Avatar.Root size="xs" colorPalette="brand">
            <Avatar.Fallback name={user.name} />
          </Avatar.Root>
          <Box as="span" display={{ base: 'none', md: 'inline' }} maxW="160px" truncate>
            {user.name}
          </Box>
          <Box as="span" display={{ base: 'none', sm: 'inline' }}>
            <ChevronDown size={16} aria-hidden />
          </Box>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="240px">
            <Box px="3" py="2">
              <Text fontWeight="semibold">{user.name}</Text>
              <Text fontSize="sm" color="fg.muted">
                {t(roleMessages[user.role])} · {user.email}
              </Text>
            </Box>
            <Menu.Separator />
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>{t('menu.theme')}</Menu.ItemGroupLabel>
              <Menu.RadioItemGroup value={setting} onValueChange={(event) => setSetting(event.value as ThemeSetting)}>
                {themeChoices.map((choice) => (
                  <Menu.RadioItem key={choice.value} value={choice.value}>
                    {t(choice.label)}
                    <Menu.ItemIndicator />
                  </Menu.RadioItem>
                ))}
              </Menu.RadioItemGroup>
            </Menu.ItemGroup>
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>{t('menu.language')}</Menu.ItemGroupLabel>
              <Menu.RadioItemGroup value={locale} onValueChange={(event) => void chooseAccountLocale(event.value as Locale)}>
                {locales.map((choice) => (
                  <Menu.RadioItem key={choice} value={choice} lang={choice}>
                    {localeNames[choice]}
                    <Menu.ItemIndicator />
                  </Menu.RadioItem>
                ))}
              </Menu.RadioItemGroup>
            </Menu.ItemGroup>
            <Menu.Separator />
            <Menu.Item value="report-bug">
              <Bug size={16} aria-hidden /> {t('menu.reportBug')}
            </Menu.Item>
            <Menu.Item value="sign-out">
              <LogOut size={16} aria-hidden /> {t('menu.signOut')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
