import { Box } from '@chakra-ui/react';
import { type CSSProperties, lazy, type ReactNode, Suspense, useState } from 'react';
import { useIsPhone } from '@/src/lib/use-media-query';
import { useDrawerStore } from './drawer-store';
import { DrawnPage } from './drawn-page';
import { announcementHeight, drawerWidthCollapsed, drawerWidthOpen, topBarHeight } from './layout-constants';
import type { NavItem } from './nav-items';
import { SideNav } from './side-nav';
import { TopBar } from './top-bar';

interface Props {
  title: string;
  homePath: string;
  navItems: NavItem[];
  /** The announcement row; when it shows, everything below moves down by its 35 px. */
  banner: ReactNode | null;
  actions: ReactNode;
  children: ReactNode;
}

// The phone's navigation overlay (a dialog: its machine, focus trap and scroll lock) loads when it is
// first opened, not with every page (ARCHITECTURE.md §4).
const MobileNav = lazy(() => import('./mobile-nav').then((m) => ({ default: m.MobileNav })));

/** Top bar, side drawer, main area and the announcement row (ARCHITECTURE.md §6). */
export function AppLayout({ title, homePath, navItems, banner, actions, children }: Props) {
  const collapsed = useDrawerStore((state) => state.collapsed);
  const mobileOpen = useDrawerStore((state) => state.mobileOpen);
  // Once opened, kept: it closes with its own animation and opens again at once.
  const [mobileWanted, setMobileWanted] = useState(false);
  if (mobileOpen && !mobileWanted) setMobileWanted(true);
  // One navigation at a time: the fixed drawer from `sm` up, the overlay on phones.
  const phone = useIsPhone();
  const offset = banner ? announcementHeight : 0;
  const drawerWidth = collapsed ? drawerWidthCollapsed : drawerWidthOpen;
  return (
    <Box
      minH="100dvh"
      bg="bg.subtle"
      data-testid="app-layout"
      // --app-top: where the page content starts under the fixed bars (for sticky toolbars in pages).
      style={{ paddingTop: offset + topBarHeight, '--app-top': `${offset + topBarHeight}px` } as CSSProperties}
    >
      {banner && (
        <Box position="fixed" top="0" left="0" right="0" zIndex="banner" style={{ height: announcementHeight }}>
          {banner}
        </Box>
      )}
      <TopBar title={title} homePath={homePath} offsetTop={offset} actions={actions} showMenuButton={phone} />
      {phone ? (
        mobileWanted && (
          <Suspense fallback={null}>
            <MobileNav items={navItems} title={title} />
          </Suspense>
        )
      ) : (
        <SideNav items={navItems} offsetTop={offset} />
      )}
      <Box
        as="main"
        id="main"
        minW="0"
        px={{ base: '4', sm: '6', lg: '8' }}
        py={{ base: '4', sm: '6' }}
        transition="margin 0.2s ease"
        style={{ marginInlineStart: phone ? 0 : drawerWidth }}
      >
        {children}
      </Box>
      <DrawnPage />
    </Box>
  );
}
