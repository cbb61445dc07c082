import { act, screen, waitFor } from '@testing-library/react';
import { fakeApi, renderArea } from '@courier/shared/testing';
import { getLocale, setLocale } from '@courier/shared';
import { LanguageSwitch } from '../src/features/language';
import { ShellIntl } from '../src/i18n';

const me = (language: 'en' | 'fr') => ({ id: 1, login: 'admin', name: 'Admin', email: null, roles: ['CLIENTS'], profile: null, language });

afterEach(() => act(() => setLocale('en')));

test('switching to French changes the page at once and keeps the choice on the server', async () => {
  const api = fakeApi();
  api.post('users/setLanguage', ({ body }) => [200, { data: me((body as { language: 'en' | 'fr' }).language) }]);
  const { user } = renderArea(
    <ShellIntl>
      <LanguageSwitch />
    </ShellIntl>,
  );
  expect(screen.getByRole('radiogroup', { name: 'Language' })).toBeInTheDocument();
  await user.click(screen.getByText('FR'));
  expect(getLocale()).toBe('fr');
  expect(document.documentElement.lang).toBe('fr');
  await waitFor(() => expect(api.calls('POST', 'users/setLanguage')).toHaveLength(1));
  expect(api.calls('POST', 'users/setLanguage')[0].body).toEqual({ language: 'fr' });
  expect(await screen.findByRole('radiogroup', { name: 'Langue' })).toBeInTheDocument();
  api.restore();
});

test('a failed save keeps the page in the chosen language', async () => {
  const api = fakeApi();
  api.post('users/setLanguage', () => [503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'Busy' } }]);
  const { user } = renderArea(
    <ShellIntl>
      <LanguageSwitch />
    </ShellIntl>,
  );
  await user.click(screen.getByText('FR'));
  expect(getLocale()).toBe('fr');
  await waitFor(() => expect(api.calls('POST', 'users/setLanguage')).toHaveLength(1));
  api.restore();
});
