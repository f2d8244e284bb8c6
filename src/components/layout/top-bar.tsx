import { Box, HStack, IconButton, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { GraduationCap, Menu } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n/use-t';
import { useDrawerStore } from './drawer-store';
import { topBarHeight } from './layout-constants';

interface Props {
  title: string;
  homePath: string;
  offsetTop: number;
  /** School switcher, theme toggle, user menu… */
  actions: ReactNode;
  /** Phones: the button that opens the navigation overlay. */
  showMenuButton: boolean;
}

export function TopBar({ title, homePath, offsetTop, actions, showMenuButton }: Props) {
  const t = useT();
  const openMobileNav = useDrawerStore((state) => state.setMobileOpen);
  return (
    <Box
      as="header"
      position="fixed"
      left="0"
      right="0"
      zIndex="banner"
      bg="bg.panel"
      borderBottomWidth="1px"
      borderColor="border"
      style={{ top: offsetTop, height: topBarHeight }}
    >
      <HStack h="full" px={{ base: '2', sm: '4' }} gap="2">
        {showMenuButton && (
          <IconButton aria-label={t('nav.open')} variant="ghost" onClick={() => openMobileNav(true)}>
            <Menu aria-hidden />
          </IconButton>
        )}
        <HStack asChild gap="2" color="fg" textDecoration="none" minW="0">
          <Link to={homePath} aria-label={title} translate="no">
            <Box color="brand.fg" flexShrink={0}>
              <GraduationCap size={28} aria-hidden />
            </Box>
            {/* Phones keep the room for the actions; the navigation overlay shows the title. */}
            <Text as="span" fontWeight="bold" fontSize="lg" truncate display={showMenuButton ? 'none' : 'inline'}>
              {title}
            </Text>
          </Link>
        </HStack>
        <HStack ms="auto" gap={{ base: '1', sm: '2' }} minW="0">
          {actions}
        </HStack>
      </HStack>
    </Box>
  );
}
