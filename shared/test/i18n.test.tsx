import { render, screen, act } from '@testing-library/react';
import {
  ApiError,
  createAreaI18n,
  placeholdersOf,
  pseudoMessage,
  setLocale,
  useErrorMessage,
  type Translation,
} from '@courier/shared';
import { en as sharedEn } from '../src/i18n/messages/en';
import { fr as sharedFr } from '../src/i18n/messages/fr';

const en = { 'demo.title': 'Workers', 'demo.count': '{count, plural, one {# worker} other {# workers}}' } as const;
const fr: Translation<typeof en> = { 'demo.title': 'Coursiers', 'demo.count': '{count, plural, one {# coursier} other {# coursiers}}' };
const { AreaIntl, useT } = createAreaI18n('demo', { en, fr });

function Page() {
  const t = useT();
  const describe = useErrorMessage();
  return (
    <>
      <h1>{t('demo.title')}</h1>
      <p>{t('demo.count', { count: 1234 })}</p>
      <p>{describe(new ApiError(409, 'CONFLICT', 'Version 3 is stale'))}</p>
    </>
  );
}

describe("an area's words", () => {
  afterEach(() => act(() => setLocale('en')));

  it('switches language without a reload, with numbers in that language', () => {
    render(<AreaIntl><Page /></AreaIntl>);
    expect(screen.getByRole('heading')).toHaveTextContent('Workers');
    expect(screen.getByText('1,234 workers')).toBeInTheDocument();
    expect(screen.getByText('Version 3 is stale')).toBeInTheDocument();
    act(() => setLocale('fr'));
    expect(screen.getByRole('heading')).toHaveTextContent('Coursiers');
    expect(screen.getByText(/1\s234 coursiers/)).toBeInTheDocument();
    expect(screen.getByText(/modifié cette fiche entre-temps/)).toBeInTheDocument();
  });

  it('falls back to English for a French message that is missing, and says so', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const partial = { 'demo.title': 'Coursiers' } as unknown as Translation<typeof en>;
    const area = createAreaI18n('partial-area', { en, fr: partial });
    function Count() {
      const t = area.useT();
      return <p>{t('demo.count', { count: 2 })}</p>;
    }
    act(() => setLocale('fr'));
    render(<area.AreaIntl><Count /></area.AreaIntl>);
    expect(screen.getByText('2 workers')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('partial-area: 1 French message(s) missing'));
    warn.mockRestore();
  });

  it('marks every message in the pseudo-locale, arguments untouched', () => {
    expect(pseudoMessage('Add {name}')).toBe('⟦Ádd {name}⟧');
    expect(pseudoMessage('{n, plural, one {# item} other {# items}}')).toBe('⟦{n, plural, one {# ítém} other {# ítéms}}⟧');
    render(<AreaIntl><Page /></AreaIntl>);
    act(() => setLocale('pseudo'));
    expect(screen.getByRole('heading').textContent).toMatch(/^⟦.*⟧$/);
  });

  it('the UI kit has the same messages and arguments in both languages', () => {
    expect(Object.keys(sharedFr).sort()).toEqual(Object.keys(sharedEn).sort());
    for (const id of Object.keys(sharedEn) as (keyof typeof sharedEn)[])
      expect([id, placeholdersOf(sharedFr[id])]).toEqual([id, placeholdersOf(sharedEn[id])]);
    expect(placeholdersOf('{count, plural, one {# a} other {{name} b}}')).toEqual(['count', 'name']);
  });
});
