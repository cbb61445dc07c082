import MockAdapter from 'axios-mock-adapter';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { MantineProvider, Button } from '@mantine/core';
import { act, configure, render, screen } from '@testing-library/react';
import {
  AreaErrorPanel,
  BulkDialog,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  ExportButton,
  http,
  ListPage,
  LoadingState,
  NotAllowed,
  NotFound,
  PSEUDO_OPEN,
  ReadOnlyUntilEdit,
  StepUpModal,
  placeholdersOf,
  pseudoMessage,
  setLocale,
  useListSelection,
  useListState,
  type Endpoint,
  type ListColumn,
  type ListQuery,
} from '../src';
import { renderArea } from '../src/testing';
import { en as sharedEn } from '../src/i18n/messages/en';
import { fr as sharedFr } from '../src/i18n/messages/fr';
import { ChangePasswordForm, CodeForm, SignInForm, signInEn, signInFr } from '../src/sign-in';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

/** What an area gives the kit (titles, nouns, column headers): already in the area's language. */
const p = pseudoMessage;

/**
 * The texts a person reads as the kit's own words (headings, buttons, labels, table headers,
 * links, aria-labels, placeholders) that did not come from a catalog: in the pseudo-locale
 * every catalog message is wrapped in ⟦ ⟧. Numbers and signs are not words.
 */
function untranslated(root: HTMLElement = document.body): string[] {
  const found = new Set<string>();
  const isWordless = (text: string) => /^[\d\s.,:/·–—+()-]*$/.test(text);
  const words = 'h1, h2, h3, h4, p, button, label, th, [role="tab"], a, [role="status"], [role="alert"], legend';
  for (const el of root.querySelectorAll<HTMLElement>(words)) {
    const text = (el.textContent ?? '').trim();
    if (text && !text.includes(PSEUDO_OPEN) && !isWordless(text)) found.add(`${el.tagName.toLowerCase()}: ${text}`);
  }
  for (const attribute of ['aria-label', 'placeholder', 'title', 'alt']) {
    for (const el of root.querySelectorAll<HTMLElement>(`[${attribute}]`)) {
      const text = (el.getAttribute(attribute) ?? '').trim();
      if (text && !text.includes(PSEUDO_OPEN) && !isWordless(text)) found.add(`${attribute}: ${text}`);
    }
  }
  return [...found].sort();
}

const sameIdsAndPlaceholders = (en: Record<string, string>, fr: Record<string, string>) => {
  expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
  for (const id of Object.keys(en)) expect([id, placeholdersOf(fr[id])]).toEqual([id, placeholdersOf(en[id])]);
};

describe('the UI kit catalogs', () => {
  it('French has every English id, with the same placeholders', () => {
    sameIdsAndPlaceholders(sharedEn, sharedFr);
  });

  it("the sign-in pages' own catalog too", () => {
    expect(Object.keys(signInFr).sort()).toEqual(Object.keys(signInEn).sort());
    const names = (m: string) => [...m.matchAll(/\{(\w+)\}/g)].map((x) => x[1]).sort();
    for (const id of Object.keys(signInEn) as (keyof typeof signInEn)[])
      expect([id, names(signInFr[id])]).toEqual([id, names(signInEn[id])]);
  });
});

interface Person {
  id: number;
  name: string;
}
const PEOPLE: Person[] = [
  { id: 1, name: 'Bea' },
  { id: 2, name: 'Cy' },
];
const COLUMNS: ListColumn<Person>[] = [{ id: 'name', header: p('Name'), value: (x) => x.name }];
const loaded = (data: Person[] | undefined, over: Partial<ListQuery<Person>> = {}): ListQuery<Person> => ({
  data,
  isPending: data === undefined,
  isError: false,
  isFetching: false,
  error: null,
  refetch: jest.fn(),
  ...over,
});

function PeoplePage({ query }: { query: ListQuery<Person> }) {
  const list = useListState({ sorts: ['name'] });
  const selection = useListSelection((x: Person) => String(x.id));
  return (
    <ListPage
      title={p('People')}
      noun={[p('person'), p('people')]}
      list={list}
      query={query}
      columns={COLUMNS}
      getRowId={(x) => String(x.id)}
      columnChooser
      csvFileName="people.csv"
      selection={{ state: selection, label: (x) => x.name }}
      empty={<EmptyState title={p('Nobody')} />}
      pagination={{ total: 95, pageSize: 2 }}
    />
  );
}

const exportPeople = { method: 'GET', path: 'people/exportPeople', file: 'text/csv' } as unknown as Endpoint;

function Dialogs() {
  const [reasonOpen] = useState(true);
  return (
    <>
      <ConfirmDialog
        opened={reasonOpen}
        onClose={() => {}}
        title={p('Close the month?')}
        confirmLabel={p('Close')}
        onConfirm={() => {}}
      />
    </>
  );
}

describe('the UI kit in the pseudo-locale (every word from the catalog)', () => {
  beforeEach(() => act(() => setLocale('pseudo')));
  afterEach(() => act(() => setLocale('en')));

  it('a list page: filters, columns, count, export, tick boxes, pages, sort buttons', async () => {
    renderArea(<PeoplePage query={loaded(PEOPLE)} />, { path: '/people?sort=name' });
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(untranslated()).toEqual([]);
    expect(screen.getByRole('button', { name: /⟦Éxpórt ÇSV⟧/ })).toBeInTheDocument();
  });

  it('a list page loading and failing', async () => {
    const { unmount } = renderArea(<PeoplePage query={loaded(undefined)} />);
    expect(await screen.findByRole('status')).toHaveTextContent(PSEUDO_OPEN);
    expect(untranslated()).toEqual([]);
    unmount();
    renderArea(<PeoplePage query={loaded(undefined, { isPending: false, isError: true, error: new Error('x') })} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(PSEUDO_OPEN);
    expect(untranslated().filter((t) => t !== 'p: x')).toEqual([]);
  });

  it('the states: error, loading, not allowed, not found, area error', () => {
    render(
      <MantineProvider>
        <ErrorState onRetry={() => {}} />
        <LoadingState />
        <NotAllowed />
        <NotFound />
        <AreaErrorPanel onRetry={() => {}} />
      </MantineProvider>,
    );
    expect(untranslated()).toEqual([]);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      pseudoMessage('Not allowed'),
      pseudoMessage('Page not found'),
    ]);
  });

  it('the export, bulk, confirm, step-up dialogs and read-only-until-edit', async () => {
    const { user } = renderArea(
      <>
        <ExportButton endpoint={exportPeople} query={{}} />
        <ReadOnlyUntilEdit view={<p>{p('View')}</p>} dirty={false}>
          {() => <p>{p('Form')}</p>}
        </ReadOnlyUntilEdit>
      </>,
    );
    expect(untranslated()).toEqual([]);
    await user.click(screen.getByRole('button', { name: pseudoMessage('Export CSV') }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(untranslated()).toEqual([]);
  });

  it('the bulk dialog, the confirmation and the step-up code', async () => {
    renderArea(
      <>
        <BulkDialog
          opened
          onClose={() => {}}
          title={p('Send reminders')}
          items={[
            { id: 1, label: 'Alpha' },
            { id: 2, label: 'Beta', skipReason: p('disputes the debt') },
          ]}
          confirmLabel={(n) => p(`Send ${n}`)}
          run={async () => {}}
        />
        <Dialogs />
        <StepUpModal opened onConfirmed={() => {}} onCancel={() => {}} />
        <Button>{p('Other')}</Button>
      </>,
    );
    await screen.findAllByRole('dialog');
    // The records' labels are data.
    expect(untranslated().filter((t) => !/^label: (Alpha|Beta)/.test(t))).toEqual([]);
  });

  it('the sign-in forms (their own small catalog, without react-intl)', () => {
    render(
      <>
        <SignInForm onSignedIn={() => {}} />
        <CodeForm onConfirmed={() => {}} />
        <ChangePasswordForm onChanged={() => {}} login="ada" />
      </>,
    );
    expect(untranslated()).toEqual([]);
  });
});

describe('the UI kit in French', () => {
  afterEach(() => act(() => setLocale('en')));

  it('speaks French with French numbers', async () => {
    act(() => setLocale('fr'));
    renderArea(<PeoplePage query={loaded(PEOPLE)} />);
    expect(await screen.findByRole('button', { name: 'Exporter en CSV' })).toBeInTheDocument();
    expect(screen.getByText('Affichage : 2 sur 95 ⟦péóplé⟧')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Rechercher' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Actifs' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Colonnes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page suivante' })).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Filtres : ⟦péóplé⟧' })).toBeInTheDocument();
  });

  it('the states and the sign-in form', () => {
    act(() => setLocale('fr'));
    render(
      <MantineProvider>
        <NotAllowed />
        <SignInForm onSignedIn={() => {}} />
      </MantineProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Accès refusé' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toBeInTheDocument();
    expect(screen.getByLabelText('Identifiant')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
  });

  it("the sign-in page says the server's refusal in French", async () => {
    act(() => setLocale('fr'));
    const mock = new MockAdapter(http);
    mock.onPost('auth/login').reply(401, { error: { code: 'UNAUTHORIZED', message: 'Wrong login or password' } });
    render(<SignInForm onSignedIn={() => {}} />);
    await userEvent.type(screen.getByLabelText(/^Identifiant/), 'admin');
    await userEvent.type(screen.getByLabelText(/^Mot de passe/), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Identifiant ou mot de passe incorrect');
    mock.restore();
  });
});
