import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/src/test/render';
import { AppLayout } from './app-layout';
import { navItemsByRole } from './nav-items';

function renderLayout(banner: React.ReactNode | null = null) {
  return renderWithProviders(
    <AppLayout title="CS Curriculum" homePath="/teacher" navItems={navItemsByRole.teacher} banner={banner} actions={null}>
      <p>Page content</p>
    </AppLayout>,
    { path: '/teacher' },
  );
}

describe('app layout', () => {
  it('has a main navigation landmark with the role items', async () => {
    renderLayout();
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Dashboard', 'Courses', 'Students', 'Gradebook', 'Notifications', 'Assistant']);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('data-status', 'active');
  });

  it('collapses to 90 px and expands to 300 px, remembered across visits', async () => {
    const { user, unmount } = renderLayout();
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(nav).toHaveStyle({ width: '300px' });
    await user.click(screen.getByRole('button', { name: 'Collapse navigation' }));
    expect(nav).toHaveStyle({ width: '90px' });
    // Icons only now, but every link keeps its name.
    expect(within(nav).getByRole('link', { name: 'Courses' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveStyle({ marginInlineStart: '90px' });
    expect(localStorage.getItem('drawerCollapsed')).toBe('true');
    unmount();

    renderLayout();
    const again = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(again).toHaveStyle({ width: '90px' });
    await user.click(screen.getByRole('button', { name: 'Expand navigation' }));
    expect(again).toHaveStyle({ width: '300px' });
    expect(localStorage.getItem('drawerCollapsed')).toBe('false');
  });

  it('moves everything down by exactly 35 px while an announcement shows', async () => {
    const { unmount } = renderLayout();
    const header = await screen.findByRole('banner');
    expect(header).toHaveStyle({ top: '0px' });
    expect(screen.getByTestId('app-layout')).toHaveStyle({ paddingTop: '64px' });
    unmount();

    renderLayout(<span>News</span>);
    expect(await screen.findByRole('banner')).toHaveStyle({ top: '35px' });
    expect(screen.getByTestId('app-layout')).toHaveStyle({ paddingTop: '99px' });
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toHaveStyle({ top: '99px' });
    expect(screen.getByText('News').parentElement).toHaveStyle({ height: '35px' });
  });
});
