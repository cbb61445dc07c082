import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NavbarView } from '../src/features/navbar/components/Navbar';
import { fittingCount, MORE_BUTTON_WIDTH } from '../src/features/navbar/useFittingCount';
import { SkipLink } from '../src/app/SkipLink';

const ALL_ROLES = ['RETRIB', 'WORKERS', 'SETTINGS', 'VEHICLES', 'FINANCE', 'CLIENTS', 'CHAT', 'CFRUSERS', 'SHIFTS', 'REGULAR'];

function renderNav(pathname = '/') {
  return render(
    <MantineProvider>
      <NavbarView pathname={pathname} roles={ALL_ROLES} productLabel="Coursier" />
    </MantineProvider>,
  );
}

const barLinks = () =>
  within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .slice(1)
    .map((a) => a.textContent);

/** Every link 100 px wide, the list `width` px wide. */
function layout(width: number) {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return { width: this.tagName === 'LI' ? 100 : 0, height: 30 } as DOMRect;
  });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => width });
}

function phone(on: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: on && query.includes('768'),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

afterEach(() => {
  jest.restoreAllMocks();
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 0 });
  phone(false);
});

describe('fittingCount', () => {
  it('keeps every link when they fit, else as many as fit beside "More"', () => {
    expect(fittingCount([100, 100, 100], 300)).toBe(3);
    expect(fittingCount([100, 100, 100], 295)).toBe(1);
    expect(fittingCount([100, 100, 100], 200 + MORE_BUTTON_WIDTH)).toBe(2);
    expect(fittingCount([100, 100], 50)).toBe(0);
  });
});

describe('navbar on one line', () => {
  it('puts the links that do not fit into "More", in order, Déconnexion last', async () => {
    layout(500);
    renderNav('/chat');
    // 4 links of 100 px beside the 96 px "More" button
    expect(barLinks()).toEqual(['Coursiers', 'Rétributions', 'Véhicules', 'Client']);
    const more = screen.getByRole('button', { name: /More/ });
    expect(more).toHaveAttribute('data-active'); // the current page (Chat) is inside
    await userEvent.click(more);
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Utilisateurs',
      'Missions régulières',
      'Settings',
      'Finance',
      'Chat',
      'Planning',
      'Déconnexion',
    ]);
    expect(items[4]).toHaveAttribute('href', '/chat');
    expect(items[4]).toHaveAttribute('aria-current', 'page');
  });

  it('shows every link and no "More" when they fit', () => {
    layout(2000);
    renderNav();
    expect(barLinks()).toHaveLength(11);
    expect(screen.queryByRole('button', { name: /More/ })).not.toBeInTheDocument();
  });

  it('marks Finance current on its invoicing tab', () => {
    renderNav('/finance/billing');
    expect(screen.getByRole('link', { name: 'Finance' })).toHaveAttribute('aria-current', 'page');
  });

  it('on a phone, a menu button opens every link, Déconnexion included', async () => {
    phone(true);
    renderNav();
    expect(barLinks()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const links = within(drawer).getAllByRole('link');
    expect(links).toHaveLength(11);
    expect(links[10]).toHaveTextContent('Déconnexion');
  });
});

describe('skip link', () => {
  it('moves the focus to the page content', async () => {
    document.body.innerHTML = '<main id="portal-main"></main>';
    const main = document.getElementById('portal-main')!;
    render(<SkipLink />);
    await userEvent.click(screen.getByRole('link', { name: 'Skip to content' }));
    expect(main).toHaveFocus();
  });
});
