import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppRoutes } from '../../../src/app/routes';
import { fail, fakeApi, renderArea, type FakeApi } from '@courier/shared/testing';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

const base = {
  cc: [],
  tries: 1,
  nextAttemptAt: null,
  lastError: null,
  sentAt: null,
  messageId: null,
  serverResponse: null,
  attachments: [],
};
const MAILS = [
  {
    ...base,
    id: 3,
    createdAt: '2026-06-02T09:30:00.000Z',
    to: ['user@client.example'],
    subject: 'Choose a new password',
    status: 'queued',
    tries: 2,
    nextAttemptAt: '2026-06-02T09:35:00.000Z',
    lastError: '451 Try again later',
  },
  {
    ...base,
    id: 2,
    createdAt: '2026-06-01T08:00:00.000Z',
    to: ['billing@client.example'],
    cc: ['boss@client.example'],
    subject: 'Invoice INV-2026-000042',
    status: 'sent',
    sentAt: '2026-06-01T08:00:02.000Z',
    messageId: '<abc@courier.example>',
    serverResponse: '250 OK: queued as Q42',
    attachments: [{ index: 0, filename: 'INV-2026-000042.pdf', contentType: 'application/pdf', size: 2048 }],
  },
];

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
  api.get('outbox/getMails', (req) => [
    200,
    {
      data: {
        items: MAILS,
        total: 2,
        totalIsLowerBound: false,
        nextCursor: null,
        page: Number(req.query.page),
        pageSize: 50,
      },
    },
  ]);
  api.get('outbox/getMail', (req) => {
    const mail = MAILS.find((m) => m.id === Number(req.query.id));
    if (!mail) return fail(404, 'NOT_FOUND', 'No such mail', { id: 'No such mail' });
    return [
      200,
      {
        data: {
          ...mail,
          text:
            mail.id === 3
              ? 'Use this link: https://clients.example/reset-password?token=[redacted]'
              : 'Please find attached invoice INV-2026-000042.',
          html: null,
        },
      },
    ];
  });
});

const lastQuery = () => {
  const calls = api.calls('GET', 'outbox/getMails');
  expect(calls.length).toBeGreaterThan(0);
  return calls[calls.length - 1].query;
};

describe('outbox section', () => {
  it('lists the mails with their status, tries and last error; filters by status and date range from the address', async () => {
    renderArea(<AppRoutes />, {
      path: '/settings?list=outbox&status=queued&dateFrom=2026-06-01&dateTo=2026-06-30',
    });
    const table = await screen.findByRole('table', { name: 'Mails' });
    expect(lastQuery()).toEqual({
      page: 1,
      pageSize: 50,
      status: 'queued',
      dateFrom: '2026-06-01',
      dateTo: '2026-06-30',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Choose a new password');
    expect(rows[1]).toHaveTextContent('Queued');
    expect(rows[1]).toHaveTextContent('451 Try again later');
    expect(rows[2]).toHaveTextContent('Sent');
    expect(rows[2]).toHaveTextContent('cc boss@client.example');
    expect(rows[2]).toHaveTextContent('INV-2026-000042.pdf (2.0 KB)');
    // The day as the portal shows days, whatever the browser's language.
    expect(screen.getByLabelText('From')).toHaveValue('01/06/2026');
  });

  it('a date range that ends before it starts is not asked for and says why', async () => {
    const user = userEvent.setup();
    renderArea(<AppRoutes />, { path: '/settings?list=outbox' });
    await screen.findByRole('table', { name: 'Mails' });
    const to = screen.getByLabelText('To');
    // Only a whole day is asked for: nothing while it is being typed.
    await user.type(screen.getByLabelText('From'), '10/06/202');
    expect(lastQuery()).not.toHaveProperty('dateFrom');
    await user.type(screen.getByLabelText('From'), '6');
    await waitFor(() => expect(lastQuery()).toMatchObject({ dateFrom: '2026-06-10' }));
    await user.type(to, '2026-06-01');
    expect(await screen.findByText('Before the first day')).toBeInTheDocument();
    expect(lastQuery()).not.toHaveProperty('dateTo');
  });

  it('makes each mail a link to it (filters kept), and opens the mail the address names: recipients, text as sent with its secret redacted, status and the server answer', async () => {
    const user = userEvent.setup();
    const list = renderArea(<AppRoutes />, { path: '/settings?list=outbox&status=sent' });
    const link = await screen.findByRole('link', { name: 'Invoice INV-2026-000042' });
    expect(link).toHaveAttribute('href', '/settings?list=outbox&status=sent&mail=2');
    list.unmount();
    const first = renderArea(<AppRoutes />, { path: '/settings?list=outbox&mail=2' });
    const dialog = await screen.findByRole('dialog', { name: 'Mail of the outbox' });
    expect(
      await within(dialog).findByText('Please find attached invoice INV-2026-000042.'),
    ).toBeInTheDocument();
    expect(dialog).toHaveTextContent('billing@client.example');
    expect(dialog).toHaveTextContent('boss@client.example');
    expect(dialog).toHaveTextContent('250 OK: queued as Q42');
    expect(dialog).toHaveTextContent('<abc@courier.example>');
    expect(
      within(dialog).getByRole('button', { name: 'Download INV-2026-000042.pdf (2.0 KB)' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    first.unmount();
    renderArea(<AppRoutes />, { path: '/settings?list=outbox&mail=3' });
    const reset = await screen.findByRole('dialog', { name: 'Mail of the outbox' });
    expect(await within(reset).findByText(/token=\[redacted\]/)).toBeInTheDocument();
    expect(reset).toHaveTextContent('Last try failed');
    expect(reset).toHaveTextContent('451 Try again later');
    expect(within(reset).getByText('Next try')).toBeInTheDocument();
  });

  it("downloads an attachment from the mail's dialog, and searches on Enter", async () => {
    const user = userEvent.setup();
    api.get('outbox/getAttachment', {
      filename: 'INV-2026-000042.pdf',
      contentType: 'application/pdf',
      content: btoa('%PDF-1.4'),
    });
    const created = jest.fn(() => 'blob:fake');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    renderArea(<AppRoutes />, { path: '/settings?list=outbox&mail=2' });
    const dialog = await screen.findByRole('dialog', { name: 'Mail of the outbox' });
    await user.click(
      await within(dialog).findByRole('button', { name: 'Download INV-2026-000042.pdf (2.0 KB)' }),
    );
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    expect(api.calls('GET', 'outbox/getAttachment')[0].query).toEqual({ id: 2, index: 0 });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'nobody{Enter}');
    await waitFor(() => {
      const calls = api.calls('GET', 'outbox/getMails');
      expect(calls[calls.length - 1].query).toMatchObject({ search: 'nobody', page: 1 });
    });
  });

  it('an unknown mail in the address says so; a failed list offers a retry', async () => {
    renderArea(<AppRoutes />, { path: '/settings?list=outbox&mail=99' });
    const dialog = await screen.findByRole('dialog', { name: 'Mail of the outbox' });
    expect(await within(dialog).findByText('The mail could not be loaded')).toBeInTheDocument();

    api.get('outbox/getMails', () => fail(500, 'INTERNAL', 'Boom'));
    renderArea(<AppRoutes />, { path: '/settings?list=outbox&search=zzz' });
    expect(await screen.findByText('The mails could not be loaded')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /retry/i }).length).toBeGreaterThan(0);
  });

  it('says when no mail matches the filters', async () => {
    api.get('outbox/getMails', () => [
      200,
      { data: { items: [], total: 0, totalIsLowerBound: false, nextCursor: null, page: 1, pageSize: 50 } },
    ]);
    renderArea(<AppRoutes />, { path: '/settings?list=outbox&status=failed' });
    expect(await screen.findByText('No mail matches')).toBeInTheDocument();
  });

  it('says "N+" when the total is a lower bound, and asks for the next page by its cursor', async () => {
    const user = userEvent.setup();
    const CURSOR = '2026-06-01T08:00:00.000000Z~2';
    api.get('outbox/getMails', (req) => [
      200,
      {
        data: req.query.cursor
          ? {
              items: MAILS,
              total: 100,
              totalIsLowerBound: true,
              nextCursor: 'next-of-page-2',
              page: Number(req.query.page),
              pageSize: 50,
            }
          : {
              items: MAILS,
              total: 150,
              totalIsLowerBound: true,
              nextCursor: CURSOR,
              page: Number(req.query.page),
              pageSize: 50,
            },
      },
    ]);
    renderArea(<AppRoutes />, { path: '/settings?list=outbox&status=sent' });
    await screen.findByRole('table', { name: 'Mails' });
    expect(screen.getByText('150+ mails')).toBeInTheDocument();
    expect(lastQuery()).toEqual({ page: 1, pageSize: 50, status: 'sent' });
    // "Next page" with the keyboard: the page after the last mail shown, by its cursor.
    screen.getByRole('button', { name: 'Next page' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(lastQuery()).toEqual({ page: 2, pageSize: 50, status: 'sent', cursor: CURSOR }),
    );
    // The total from the cursor on, after the page before it.
    expect(await screen.findByText('150+ mails')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    // The page after by its number: by cursor too.
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() =>
      expect(lastQuery()).toEqual({ page: 3, pageSize: 50, status: 'sent', cursor: 'next-of-page-2' }),
    );
    expect(await screen.findByText('200+ mails')).toBeInTheDocument();
    // Any other page by number, without the cursor.
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(lastQuery()).toEqual({ page: 2, pageSize: 50, status: 'sent' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(lastQuery()).toEqual({ page: 3, pageSize: 50, status: 'sent', cursor: CURSOR }),
    );
    // A filter starts again from the first page, without the cursor.
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'billing{Enter}');
    await waitFor(() =>
      expect(lastQuery()).toEqual({ page: 1, pageSize: 50, status: 'sent', search: 'billing' }),
    );
  });

  it('an exact total has no "+"', async () => {
    renderArea(<AppRoutes />, { path: '/settings?list=outbox' });
    await screen.findByRole('table', { name: 'Mails' });
    expect(screen.getByText('2 mails')).toBeInTheDocument();
    expect(screen.queryByText('2+ mails')).toBeNull();
  });
  it('filters on ?status=failed from the Today page, ignores a status it does not know, and marks the order', async () => {
    const failed = renderArea(<AppRoutes />, { path: '/settings?list=outbox&status=failed' });
    const table = await screen.findByRole('table', { name: 'Mails' });
    expect(lastQuery()).toEqual({ page: 1, pageSize: 50, status: 'failed' });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Failed');
    expect(within(table).getByRole('columnheader', { name: 'Queued' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(screen.getByText(/newest first/)).toBeInTheDocument();
    failed.unmount();
    renderArea(<AppRoutes />, { path: '/settings?list=outbox&status=bogus' });
    await screen.findByRole('table', { name: 'Mails' });
    expect(lastQuery()).toEqual({ page: 1, pageSize: 50 });
  });

  it('exports every mail of the filters on the server, with the chosen separator', async () => {
    const user = userEvent.setup();
    api.get('outbox/exportMails', () => [200, '\uFEFFid;to\n2;billing@client.example\n']);
    const created = jest.fn(() => 'blob:fake');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    renderArea(<AppRoutes />, { path: '/settings?list=outbox&status=sent&search=billing&page=2' });
    await screen.findByRole('table', { name: 'Mails' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: /Comma/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(api.calls('GET', 'outbox/exportMails')).toHaveLength(1));
    expect(api.calls('GET', 'outbox/exportMails')[0].query).toEqual({
      status: 'sent',
      search: 'billing',
      sep: ',',
    });
  });
});
