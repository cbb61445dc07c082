import { MantineProvider } from '@mantine/core';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { configurePortal, setRoles } from '@courier/shared';
import { Navbar, NavbarView } from '../src/features/navbar/components/Navbar';
import { NAV_ITEMS, visibleNavItems } from '../src/features/navbar/nav-items';

const ALL_ROLES = [
  'RETRIB',
  'WORKERS',
  'SETTINGS',
  'VEHICLES',
  'FINANCE',
  'CLIENTS',
  'CHAT',
  'CFRUSERS',
  'SHIFTS',
  'REGULAR',
];

function renderNav(pathname: string, roles: string[], productLabel = 'Coursier') {
  return render(
    <MantineProvider>
      <NavbarView pathname={pathname} roles={roles} productLabel={productLabel} />
    </MantineProvider>,
  );
}

const navLinks = () => within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link');

describe('navbar (docs/product.md#navigation-bar)', () => {
  it('shows the logo linking to / then the 11 links in the product order, with labels and hrefs', () => {
    renderNav('/', ALL_ROLES);
    const links = navLinks();
    expect(links).toHaveLength(12);
    expect(links[0]).toHaveAttribute('href', '/');
    expect(links.slice(1).map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Coursiers', '/workers'],
      ['Rétributions', '/retrib'],
      ['Véhicules', '/vehicles'],
      ['Client', '/clients'],
      ['Utilisateurs', '/users/cfr'],
      ['Missions régulières', '/regularMissions'],
      ['Settings', '/settings'],
      ['Finance', '/finance/recovery'],
      ['Chat', '/chat'],
      ['Planning', '/planning'],
      ['Déconnexion', '/logout'],
    ]);
  });

  it('takes the first label from the configured product', () => {
    renderNav('/', ['WORKERS'], 'Livreur');
    expect(screen.getByRole('link', { name: 'Livreurs' })).toHaveAttribute('href', '/workers');
  });

  it('draws the logo at 105x30 with a text alternative, and icons at 25x25', () => {
    const { container } = renderNav('/', ALL_ROLES);
    const logo = screen.getByRole('img', { name: 'Coursier back office' });
    expect(logo).toHaveAttribute('width', '105');
    expect(logo).toHaveAttribute('height', '30');
    const icons = container.querySelectorAll('svg[data-icon]');
    expect(icons).toHaveLength(11);
    icons.forEach((icon) => {
      expect(icon).toHaveAttribute('width', '25');
      expect(icon).toHaveAttribute('height', '25');
      expect(icon).toHaveAttribute('aria-hidden', 'true');
    });
  });

  it('highlights the link of the current page with aria-current, also on a detail page', () => {
    const { rerender } = renderNav('/clients', ALL_ROLES);
    expect(screen.getByRole('link', { name: 'Client' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Client' })).toHaveAttribute('data-active');
    expect(navLinks().filter((a) => a.hasAttribute('aria-current'))).toHaveLength(1);
    rerender(
      <MantineProvider>
        <NavbarView pathname="/workers/PAR-0042" roles={ALL_ROLES} productLabel="Coursier" />
      </MantineProvider>,
    );
    expect(screen.getByRole('link', { name: 'Coursiers' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Client' })).not.toHaveAttribute('aria-current');
  });

  it('does not highlight a link whose path only starts the same way', () => {
    renderNav('/usersX', ALL_ROLES);
    expect(navLinks().filter((a) => a.hasAttribute('aria-current'))).toHaveLength(0);
  });

  it('hides the links the roles do not allow', () => {
    renderNav('/', ['workers', 'chat']);
    expect(
      navLinks()
        .slice(1)
        .map((a) => a.textContent),
    ).toEqual(['Coursiers', 'Chat', 'Déconnexion']);
  });

  it('gives each role its own link', () => {
    const expected: Record<string, string | string[]> = {
      RETRIB: '/retrib',
      WORKERS: '/workers',
      SETTINGS: '/settings',
      VEHICLES: '/vehicles',
      FINANCE: '/finance/recovery',
      CLIENTS: '/clients',
      CHAT: '/chat',
      CFRUSERS: '/users/cfr',
      SHIFTS: '/planning',
      REGULAR: '/regularMissions',
    };
    for (const [role, href] of Object.entries(expected)) {
      expect(visibleNavItems([role]).map((i) => i.href)).toEqual([...[href].flat(), '/logout']);
    }
  });

  it('shows no links at all to a user with no roles', () => {
    renderNav('/', []);
    expect(navLinks()).toHaveLength(1); // the logo only
    expect(visibleNavItems([])).toEqual([]);
    expect(NAV_ITEMS).toHaveLength(11);
  });

  it('follows the roles cookie store and the router location when connected', () => {
    configurePortal({ productLabel: 'Coursier' });
    render(
      <MantineProvider>
        <MemoryRouter initialEntries={['/planning']}>
          <Navbar />
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(navLinks()).toHaveLength(1);
    act(() => setRoles(['shifts']));
    expect(screen.getByRole('link', { name: 'Planning' })).toHaveAttribute('aria-current', 'page');
    act(() => setRoles([]));
    expect(navLinks()).toHaveLength(1);
  });
});
