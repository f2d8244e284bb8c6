import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { useT } from '../../lib/i18n/use-t';
import { useDrawerStore } from './drawer-store';
import type { NavItem } from './nav-items';
import { NavList } from './nav-list';

/** Phones (< sm): the drawer is an overlay opened from the top bar; it closes on navigation. */
export function MobileNav({ items, title }: { items: NavItem[]; title: string }) {
  const t = useT();
  const open = useDrawerStore((state) => state.mobileOpen);
  const setOpen = useDrawerStore((state) => state.setMobileOpen);
  return (
    <Drawer.Root open={open} onOpenChange={(event) => setOpen(event.open)} placement="start" size="xs">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title translate="no">{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body px="2">
              <nav aria-label={t('nav.main')}>
                <NavList items={items} onNavigate={() => setOpen(false)} />
              </nav>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton aria-label={t('nav.close')} size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
