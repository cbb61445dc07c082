import MockAdapter from 'axios-mock-adapter';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, queryClient, type TrustedDevice } from '@courier/shared';
import { TrustedDevicesSection } from '../src/features/trusted-devices/components/TrustedDevicesSection';
import { browserName, formatDateTime } from '../src/features/trusted-devices/utils/format';

const mock = new MockAdapter(http);

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

const device = (over: Partial<TrustedDevice> = {}): TrustedDevice => ({
  id: 1,
  ip: '10.0.0.7',
  label: CHROME_LINUX,
  createdAt: '2026-11-02T08:30:00.000Z',
  lastUsedAt: '2026-11-20T17:05:00.000Z',
  trustedUntil: '2026-12-02T08:30:00.000Z',
  current: true,
  ...over,
});

function renderSection() {
  return render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <TrustedDevicesSection />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const section = () => screen.getByRole('region', { name: 'Trusted devices' });

beforeEach(() => {
  mock.reset();
  queryClient.clear();
  jest.spyOn(console, 'debug').mockImplementation(() => {});
});

describe('trusted devices', () => {
  it('names browsers from their user agent and shows dates to the minute', () => {
    expect(browserName(CHROME_LINUX)).toBe('Chrome 131 on Linux');
    expect(browserName(FIREFOX_WINDOWS)).toBe('Firefox 128 on Windows');
    expect(
      browserName(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      ),
    ).toBe('Safari 17 on macOS');
    expect(browserName('Work laptop')).toBe('Work laptop');
    expect(browserName('')).toBe('Unknown browser');
    // Shown in Paris time, as every date of the portal.
    expect(formatDateTime('2026-11-02T07:30:00Z')).toBe('02/11/2026 08:30');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('lists each device with its network, browser, dates and the current one marked', async () => {
    mock.onGet('auth/trustedDevices').reply(200, {
      data: [
        device(),
        device({ id: 2, ip: '192.0.2.4', label: FIREFOX_WINDOWS, lastUsedAt: null, current: false }),
      ],
    });
    renderSection();
    expect(within(section()).getByRole('status')).toHaveTextContent('Loading your trusted devices');
    const current = await screen.findByRole('article', { name: 'Chrome 131 on Linux' });
    expect(within(current).getByText('This device')).toBeInTheDocument();
    expect(within(current).getByText(CHROME_LINUX)).toBeInTheDocument();
    expect(within(current).getByText('10.0.0.7')).toBeInTheDocument();
    expect(within(current).getByText('IP address')).toBeInTheDocument();
    for (const instant of [
      '2026-11-02T08:30:00.000Z',
      '2026-11-20T17:05:00.000Z',
      '2026-12-02T08:30:00.000Z',
    ])
      expect(within(current).getByText(formatDateTime(instant))).toBeInTheDocument();

    const other = screen.getByRole('article', { name: 'Firefox 128 on Windows' });
    expect(within(other).queryByText('This device')).toBeNull();
    expect(within(other).getByText('Not used yet')).toBeInTheDocument();
    expect(
      within(other).getByRole('button', { name: 'Revoke Firefox 128 on Windows (192.0.2.4)' }),
    ).toBeInTheDocument();
  });

  it('says every sign-in asks for the code when no device is trusted', async () => {
    mock.onGet('auth/trustedDevices').reply(200, { data: [] });
    renderSection();
    expect(
      await within(section()).findByText('No trusted device: every sign-in asks for the code'),
    ).toBeInTheDocument();
    expect(within(section()).queryByRole('button', { name: /Revoke/ })).toBeNull();
  });

  it('shows a failure with a retry', async () => {
    // A 4xx, which the portal's cache does not retry by itself (a 5xx is retried twice first).
    mock
      .onGet('auth/trustedDevices')
      .replyOnce(403, { error: { code: 'FORBIDDEN', message: 'Not allowed for this session' } });
    renderSection();
    const alert = await within(section()).findByRole('alert');
    expect(alert).toHaveTextContent('Your trusted devices could not be loaded');
    expect(alert).toHaveTextContent('Not allowed for this session');
    mock.onGet('auth/trustedDevices').reply(200, { data: [device()] });
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Chrome 131 on Linux' })).toBeInTheDocument();
  });

  it('revokes a device after a confirmation, then reads the list again', async () => {
    const lists = [
      [device(), device({ id: 2, ip: '192.0.2.4', label: FIREFOX_WINDOWS, current: false })],
      [device()],
    ];
    mock.onGet('auth/trustedDevices').reply(() => [200, { data: lists.shift() ?? [] }]);
    mock.onPost('auth/revokeTrustedDevice').reply(200, { data: { revoked: true } });
    renderSection();
    const other = await screen.findByRole('article', { name: 'Firefox 128 on Windows' });

    // Cancel first: nothing is sent.
    await userEvent.click(within(other).getByRole('button', { name: /^Revoke/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Revoke this trusted device?' });
    expect(dialog).toHaveTextContent(
      'Firefox 128 on Windows at 192.0.2.4 will ask for the code at its next sign-in.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(mock.history.post).toHaveLength(0);

    await userEvent.click(within(other).getByRole('button', { name: /^Revoke/ }));
    dialog = await screen.findByRole('dialog', { name: 'Revoke this trusted device?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Firefox 128 on Windows' })).toBeNull());
    expect(JSON.parse(mock.history.post[0].data)).toEqual({ id: 2 });
    expect(mock.history.get.filter((r) => r.url === 'auth/trustedDevices')).toHaveLength(2);
    expect(screen.getByRole('article', { name: 'Chrome 131 on Linux' })).toBeInTheDocument();
    expect(
      await screen.findByText('The device is no longer trusted: its next sign-in asks for the code.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the dialog open with the reason when the revocation fails', async () => {
    mock.onGet('auth/trustedDevices').reply(200, { data: [device()] });
    mock
      .onPost('auth/revokeTrustedDevice')
      .reply(404, { error: { code: 'NOT_FOUND', message: 'No such trusted device' } });
    renderSection();
    const current = await screen.findByRole('article', { name: 'Chrome 131 on Linux' });
    await userEvent.click(within(current).getByRole('button', { name: /^Revoke/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this trusted device?' });
    expect(dialog).toHaveTextContent('This is the browser you are using now.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No such trusted device');
    expect(within(dialog).getByRole('button', { name: 'Revoke' })).toBeEnabled();
    // Said once, in the dialog: not also as a notification.
    expect(screen.getAllByText('No such trusted device')).toHaveLength(1);
  });
});
