import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { setRoles } from '@courier/shared';
import { fail, fakeApi, ok, renderArea, type FakeApi } from '@courier/shared/testing';
import { AppRoutes } from '../../../src/app/routes';
import { answerFilterLists, buildRecovery, buildSummaryPage, buildSummaryRow } from './fixtures';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

let api: FakeApi;

beforeEach(() => {
  api = fakeApi();
  answerFilterLists(api);
  api.get('finance/recovery/getClientInvoiceSummary', () =>
    ok(buildSummaryPage([buildSummaryRow(1, { name: 'Acme Pharma' }), buildSummaryRow(2)])),
  );
  api.get('finance/recovery/42', buildRecovery(42));
});
afterEach(() => act(() => setRoles([])));

/** The names of the files handed to the browser (downloadBlob clicks a hidden link). */
function savedFiles(): string[] {
  const names: string[] = [];
  URL.createObjectURL = jest.fn(() => 'blob:x');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return names;
}

describe('the recovery summary', () => {
  it("makes each row a real link to the client's recovery page", async () => {
    renderArea(<AppRoutes />, { path: '/finance/recovery' });
    const link = await screen.findByRole('link', { name: /CL000001/ });
    expect(link).toHaveAttribute('href', '/finance/recovery/1');
  });

  it("exports the whole filtered set through the server's export, with the chosen separator", async () => {
    const saved = savedFiles();
    api.get('finance/recovery/exportRecovery', () => [
      200,
      new Blob(['\ufeffCode;Client\r\n']),
      { 'content-disposition': 'attachment; filename="recovery-2026-11-23.csv"' },
    ]);
    const { user } = renderArea(<AppRoutes />, {
      path: '/finance/recovery?agencyId=7&sort=-totalDue&page=3',
    });
    await screen.findByText('Acme Pharma');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export the list' });
    expect(within(dialog).getByRole('radio', { name: /Semicolon/ })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: /Comma/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved).toEqual(['recovery-2026-11-23.csv']));
    expect(api.calls('GET', 'finance/recovery/exportRecovery')[0].query).toEqual({
      agencyId: 7,
      sort: 'totalDue',
      order: 'desc',
      sep: ',',
    });
  });
});

describe("a client's recovery page", () => {
  const open = (path = '/finance/recovery/42') => {
    const area = renderArea(<AppRoutes />, { path });
    return area;
  };

  it('links to the client record when the roles open it, plain text otherwise', async () => {
    act(() => setRoles(['FINANCE', 'CLIENTS']));
    const { unmount } = open();
    expect(await screen.findByRole('link', { name: 'Client record' })).toHaveAttribute('href', '/clients/42');
    unmount();
    act(() => setRoles(['FINANCE']));
    open();
    expect(await screen.findByText('Client record')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Client record' })).not.toBeInTheDocument();
  });

  it('opens the PDF of each open invoice and says "Overdue" for one past its due date', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:x');
    URL.revokeObjectURL = jest.fn();
    api.get('finance/billing/getInvoicePdf', {
      fileName: 'INV-2026-000001.pdf',
      contentType: 'application/pdf',
      content: 'JVBERi0=',
    });
    const { user } = open();
    const table = await screen.findByRole('table', { name: 'Open invoices' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Overdue');
    expect(rows[1]).not.toHaveTextContent('Sent');
    expect(rows[2]).toHaveTextContent('Issued');
    await user.click(within(table).getByRole('button', { name: 'Open the PDF of INV-2026-000001' }));
    await waitFor(() =>
      expect(api.calls('GET', 'finance/billing/getInvoicePdf')[0].query).toEqual({
        invoiceNumber: 'INV-2026-000001',
      }),
    );
  });

  it('keeps the open tab in the address', async () => {
    const { user } = open('/finance/recovery/42?tab=contact');
    expect(await screen.findByRole('tab', { name: 'Billing contact' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(screen.getByRole('tab', { name: 'Dispute' }));
    await waitFor(() => expect(window.location.search).toBe('?tab=dispute'));
  });

  it('marks a dispute with its reason (said next to the field when missing), then clears it', async () => {
    api.post('finance/recovery/setRecoveryDispute', (req) => {
      const body = req.body as { clientId: number; reason: string | null };
      return ok({
        clientId: 42,
        dispute: body.reason
          ? { reason: body.reason, since: '2026-11-23T09:00:00.000Z', by: 'finance' }
          : null,
      });
    });
    const { user } = open('/finance/recovery/42?tab=dispute');
    expect(await screen.findByText(/does not dispute its debt/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark as disputing' }));
    await user.click(screen.getByRole('button', { name: 'Save the dispute' }));
    expect(await screen.findByText('A reason is required')).toBeInTheDocument();
    expect(api.calls('POST', 'finance/recovery/setRecoveryDispute')).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: /Reason the client gives/ }), 'Contests the hours');
    api.get(
      'finance/recovery/42',
      buildRecovery(42, {
        dispute: { reason: 'Contests the hours', since: '2026-11-23T09:00:00.000Z', by: 'finance' },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Save the dispute' }));
    expect(await screen.findByTestId('recovery-dispute')).toHaveTextContent('Contests the hours');
    expect(screen.getByRole('tab', { name: 'Dispute (on)' })).toBeInTheDocument();
    api.get('finance/recovery/42', buildRecovery(42));
    await user.click(screen.getByRole('button', { name: 'Clear the dispute' }));
    expect(await screen.findByText(/does not dispute its debt/)).toBeInTheDocument();
    expect(api.calls('POST', 'finance/recovery/setRecoveryDispute').map((c) => c.body)).toEqual([
      { clientId: 42, reason: 'Contests the hours' },
      { clientId: 42, reason: null },
    ]);
  });

  it('says a refusal of the server next to the reason', async () => {
    api.post('finance/recovery/setRecoveryDispute', () =>
      fail(400, 'BAD_REQUEST', 'Invalid fields: reason', { reason: 'At most 500 characters' }),
    );
    const { user } = open('/finance/recovery/42?tab=dispute');
    await user.click(await screen.findByRole('button', { name: 'Mark as disputing' }));
    await user.type(screen.getByRole('textbox', { name: /Reason the client gives/ }), 'x');
    await user.click(screen.getByRole('button', { name: 'Save the dispute' }));
    expect(await screen.findByText('At most 500 characters')).toBeInTheDocument();
  });
});
