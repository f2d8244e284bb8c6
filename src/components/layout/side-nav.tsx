import { Box, IconButton } from '@chakra-ui/react';
import { ChevronsLeft, ChevronsRight } from 'lucide-react';
import { useT } from '../../lib/i18n/use-t';
import { useDrawerStore } from './drawer-store';
import { drawerWidthCollapsed, drawerWidthOpen, topBarHeight } from './layout-constants';
import type { NavItem } from './nav-items';
import { NavList } from './nav-list';

/** The drawer from `sm` up: 300 px open, 90 px collapsed, fixed under the top bar. */
export function SideNav({ items, offsetTop }: { items: NavItem[]; offsetTop: number }) {
  const t = useT();
  const collapsed = useDrawerStore((state) => state.collapsed);
  const toggle = useDrawerStore((state) => state.toggleCollapsed);
  const width = collapsed ? drawerWidthCollapsed : drawerWidthOpen;
  return (
    <Box
      as="nav"
      aria-label={t('nav.main')}
      data-collapsed={collapsed}
      display="flex"
      flexDirection="column"
      position="fixed"
      left="0"
      bottom="0"
      bg="bg.panel"
      borderRightWidth="1px"
      borderColor="border"
      transition="width 0.2s ease"
      zIndex="sticky"
      style={{ width, top: offsetTop + topBarHeight }}
    >
      <Box flex="1" overflowY="auto" overflowX="hidden" p="2">
        <NavList items={items} collapsed={collapsed} />
      </Box>
      <Box p="2" borderTopWidth="1px" borderColor="border" display="flex" justifyContent={collapsed ? 'center' : 'flex-end'}>
        <IconButton aria-label={t(collapsed ? 'nav.expand' : 'nav.collapse')} variant="ghost" onClick={toggle}>
          {collapsed ? <ChevronsRight aria-hidden /> : <ChevronsLeft aria-hidden />}
        </IconButton>
      </Box>
    </Box>
  );
}
