import { act, configure, screen } from '@testing-library/react';
import { getLocale, setLocale } from '@courier/shared';
import { renderArea } from '@courier/shared/testing';
import { DevHost } from '../src/dev-host/DevHost';
import { applyAddressLanguage, keepAddressLanguage } from '../src/dev-host/words';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

const App = () => <p>The area</p>;
const host = <DevHost title={{ en: 'Settings', fr: 'Paramètres' }} links={[]} App={App} />;

afterEach(() => {
  applyAddressLanguage('');
  act(() => setLocale('en'));
});

describe('the standalone dev host', () => {
  it('speaks the language the address asks for, and switches with its bar', async () => {
    act(() => void applyAddressLanguage('?lang=fr'));
    const { user } = renderArea(host);
    expect(screen.getByText('Paramètres — hôte de développement autonome')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Hôte de développement autonome' })).toBeInTheDocument();
    await user.click(screen.getByText('EN'));
    expect(getLocale()).toBe('en');
    expect(screen.getByText('Settings — standalone dev host')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it("keeps the address's language over the signed-in user's own, and ignores an unknown one", () => {
    applyAddressLanguage('?lang=fr');
    setLocale('en'); // what signing in does with a user whose language is English
    keepAddressLanguage();
    expect(getLocale()).toBe('fr');
    setLocale('en');
    expect(applyAddressLanguage('?lang=de')).toBeNull();
    keepAddressLanguage();
    expect(getLocale()).toBe('en');
  });
});
