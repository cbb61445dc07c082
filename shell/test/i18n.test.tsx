import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { AreaErrorPanel, NotAllowed, PSEUDO_OPEN, placeholdersOf, setLocale, setRoles } from '@courier/shared';
import { fakeApi, renderArea, type FakeApi } from '@courier/shared/testing';
import { NavbarView } from '../src/features/navbar/components/Navbar';
import { LandingPage } from '../src/features/landing/components/LandingPage';
import { SkipLink } from '../src/app/SkipLink';
import { useDocumentTitle } from '../src/app/useDocumentTitle';
import { ShellIntl } from '../src/i18n';
import { en } from '../src/i18n/en';
import { fr } from '../src/i18n/fr';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

const ALL_ROLES = ['RETRIB', 'WORKERS', 'SETTINGS', 'VEHICLES', 'FINANCE', 'CLIENTS', 'CHAT', 'CFRUSERS', 'SHIFTS', 'REGULAR'];

/** The navbar's labels are the product's names in both languages (not translated). */
const PRODUCT_NAMES =
  /^(Coursiers|Rétributions|Véhicules|Client|Utilisateurs|Planning|Missions régulières|Finance|Settings|Chat|Déconnexion)$/;

/**
 * The frame's texts a person reads (headings, buttons, labels, links, aria-labels...) that did
 * not come from a catalog: in the pseudo-locale every catalog message is wrapped in ⟦ ⟧.
 */
function untranslated(root: HTMLElement = document.body): string[] {
  const found = new Set<string>();
  const exempt = (text: string) => PRODUCT_NAMES.test(text) || /^[\d\s.,:/·–—+▾-]*$/.test(text);
  const words = 'h1, h2, h3, h4, p, button, label, a, dt, [role="status"], [role="alert"]';
  for (const el of root.querySelectorAll<HTMLElement>(words)) {
    const text = (el.textContent ?? '').trim();
    if (text && !text.includes(PSEUDO_OPEN) && !exempt(text)) found.add(`${el.tagName.toLowerCase()}: ${text}`);
  }
  for (const attribute of ['aria-label', 'placeholder', 'title']) {
    for (const el of root.querySelectorAll<HTMLElement>(`[${attribute}]`)) {
      const text = (el.getAttribute(attribute) ?? '').trim();
      if (text && !text.includes(PSEUDO_OPEN) && !exempt(text)) found.add(`${attribute}: ${text}`);
    }
  }
  return [...found].sort();
}

/** A narrow window: the phone menu instead of the links. */
function asPhone(phone: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: phone,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

function DocumentTitle() {
  useDocumentTitle();
  return null;
}

function Frame({ pathname = '/' }: { pathname?: string }) {
  return (
    <ShellIntl>
      <DocumentTitle />
      <SkipLink />
      <NavbarView pathname={pathname} roles={ALL_ROLES} productLabel="Coursier" />
    </ShellIntl>
  );
}

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
  api.get('messagesHome/getPublishedMessagesHome', []);
  api.get('auth/trustedDevices', [
    {
      id: 1,
      label: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36',
      ip: '10.0.0.1',
      createdAt: '2026-11-02T07:30:00Z',
      lastUsedAt: null,
      trustedUntil: '2026-12-02T07:30:00Z',
      current: true,
    },
  ]);
  act(() => setRoles(ALL_ROLES));
});
afterEach(() => {
  api.restore();
  asPhone(false);
  act(() => setLocale('en'));
});

describe("the shell's catalogs", () => {
  it('French has every English id, with the same placeholders', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    for (const id of Object.keys(en) as (keyof typeof en)[])
      expect([id, placeholdersOf(fr[id])]).toEqual([id, placeholdersOf(en[id])]);
  });
});

describe('the frame in the pseudo-locale (every word from a catalog)', () => {
  beforeEach(() => act(() => setLocale('pseudo')));

  it('navbar, More and skip link; the links keep the product names', async () => {
    // Nothing fits on a bar of no width: every link goes into More.
    const { user } = renderArea(<Frame />);
    expect(screen.getByRole('navigation')).toHaveAccessibleName(/⟦/);
    expect(untranslated()).toEqual([]);
    const more = screen.queryByRole('button', { name: /⟦Móré⟧/ });
    if (more) {
      await user.click(more);
      expect(await screen.findByRole('menu')).toBeInTheDocument();
      expect(untranslated()).toEqual([]);
    }
  });

  it('the phone menu', async () => {
    asPhone(true);
    const { user } = renderArea(<Frame />);
    await user.click(screen.getByRole('button', { name: '⟦Méñú⟧' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(untranslated().filter((t) => !/^aria-label: $/.test(t))).toEqual([]);
  });

  it('the landing page (Today): messages, areas, trusted devices', async () => {
    renderArea(
      <ShellIntl>
        <LandingPage />
      </ShellIntl>,
    );
    expect(await screen.findByText('⟦Chrome 131 óñ Linux⟧')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/⟦Lóádíñg/)).toBeNull());
    // The browser's name and the IP are data.
    expect(untranslated().filter((t) => !/^p: (10\.0\.0\.1|Mozilla\/5\.0 .*)$/.test(t))).toEqual([]);
  });

  it('the not-allowed page and the area error panel', () => {
    renderArea(
      <ShellIntl>
        <NotAllowed />
        <AreaErrorPanel onRetry={() => {}} />
      </ShellIntl>,
    );
    expect(untranslated()).toEqual([]);
  });
});

describe('the frame in French', () => {
  it('translates the frame, not the product names, and the tab title follows', async () => {
    act(() => setLocale('fr'));
    asPhone(false);
    renderArea(
      <>
        <Frame />
        <ShellIntl>
          <LandingPage />
        </ShellIntl>
      </>,
    );
    expect(screen.getByRole('navigation', { name: 'Principale' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aller au contenu' })).toBeInTheDocument();
    expect(document.title).toBe('Back-office Coursier');
    expect(await screen.findByRole('heading', { name: 'Vos espaces' })).toBeInTheDocument();
    expect(screen.getByText('Coursiers, leurs équipes, agences et sociétés')).toBeInTheDocument();
    const landing = screen.getByRole('heading', { name: 'Vos espaces' }).closest('section') as HTMLElement;
    expect(within(landing).getByRole('link', { name: 'Coursiers' })).toBeInTheDocument();
    expect(await screen.findByText('Chrome 131 sous Linux')).toBeInTheDocument();
    expect(screen.getByText(/02\/11\/2026 08 h 30/)).toBeInTheDocument();
    act(() => setLocale('en'));
    expect(document.title).toBe('Coursier back office');
  });
});
