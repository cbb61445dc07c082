import MockAdapter from 'axios-mock-adapter';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { http, queryClient, setRoles } from '@courier/shared';
import { LandingPage } from '../src/features/landing/components/LandingPage';
import { toHomeMessages } from '../src/features/landing/api/homeMessages';

const mock = new MockAdapter(http);

function renderLanding() {
  return render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <LandingPage />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

beforeEach(() => {
  mock.reset();
  queryClient.clear();
  jest.spyOn(console, 'debug').mockImplementation(() => {});
  mock.onGet('auth/trustedDevices').reply(200, { data: [] });
});

describe('landing page', () => {
  it('reads published messages whatever their field names', () => {
    expect(
      toHomeMessages([
        { id: 1, title: 'Strike', body: 'No pickups on Friday' },
        { messageHomeId: 2, message: 'Hi' },
        3,
      ]),
    ).toEqual([
      { id: '1', title: 'Strike', body: 'No pickups on Friday' },
      { id: '2', title: '', body: 'Hi' },
    ]);
    expect(toHomeMessages({ rows: [{ id: 4, content: 'x' }] })).toEqual([{ id: '4', title: '', body: 'x' }]);
    expect(toHomeMessages(null)).toEqual([]);
  });

  it('shows the published messages and a card per area the roles open', async () => {
    act(() => setRoles(['workers', 'CHAT']));
    mock
      .onGet('messagesHome/getPublishedMessagesHome')
      .reply(200, { data: [{ id: 1, title: 'Strike', body: 'No pickups on Friday' }] });
    renderLanding();
    expect(await screen.findByText('No pickups on Friday')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Coursiers' })).toHaveAttribute('href', '/workers');
    expect(screen.getByRole('link', { name: 'Chat' })).toHaveAttribute('href', '/chat');
    expect(screen.queryByRole('link', { name: 'Client' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Déconnexion' })).toBeNull();
  });

  it("has the user's trusted devices below the areas", async () => {
    act(() => setRoles(['CHAT']));
    mock.onGet('messagesHome/getPublishedMessagesHome').reply(200, { data: [] });
    renderLanding();
    expect(await screen.findByText('No trusted device: every sign-in asks for the code')).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Messages', 'To do today', 'Your areas', 'Trusted devices']);
  });

  it('shows an empty state while the messages call answers 404', async () => {
    act(() => setRoles(['CHAT']));
    mock
      .onGet('messagesHome/getPublishedMessagesHome')
      .reply(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
    renderLanding();
    expect(await screen.findByText('No messages')).toBeInTheDocument();
  });

  it('offers sign-out to a user with no roles (the navbar has no links for them)', async () => {
    act(() => setRoles([]));
    mock.onGet('messagesHome/getPublishedMessagesHome').reply(200, { data: [] });
    renderLanding();
    expect(await screen.findByText('No area is open to your account')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/logout');
  });
});
