import { configure, screen, waitFor, within } from '@testing-library/react';
import { hasUnsavedChanges } from '@courier/shared';
import { fakeApi, ok, renderArea, type FakeApi } from '@courier/shared/testing';
import { AppRoutes } from '../../../src/app/routes';
import { answerClientLists, buildClient } from './fixtures';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

let api: FakeApi;

beforeEach(() => {
  api = fakeApi();
  answerClientLists(api);
  api.get('clients/42', buildClient(42));
});

async function openClient(path = '/clients/42') {
  const area = renderArea(<AppRoutes />, { path });
  expect(await screen.findByRole('heading', { level: 1, name: 'CL000042 · Client 42' })).toBeInTheDocument();
  return area;
}

const routing = (newUrl: string) => {
  const cancelNavigation = jest.fn();
  window.dispatchEvent(
    new CustomEvent('single-spa:before-routing-event', {
      detail: { oldUrl: 'http://localhost/clients/42', newUrl, cancelNavigation },
    }),
  );
  return cancelNavigation;
};

describe("a client's identity", () => {
  it('is read-only until Edit', async () => {
    const { user } = await openClient();
    const view = screen.getByRole('group', { name: 'Identity and billing data' });
    expect(view).toHaveTextContent('Client 42');
    expect(screen.queryByRole('textbox', { name: 'Legal name' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('textbox', { name: 'Legal name' })).toBeInTheDocument();
    // No change: Cancel goes back at once.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox', { name: 'Legal name' })).toBeNull();
  });

  it('asks before leaving with unsaved changes (portal navigation and closing the tab), and before discarding them', async () => {
    const { user } = await openClient();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByRole('textbox', { name: 'Legal name' }), 'Client 42 SAS');
    expect(hasUnsavedChanges()).toBe(true);

    const ask = jest.spyOn(window, 'confirm').mockReturnValue(false);
    expect(routing('http://localhost/workers')).toHaveBeenCalled();
    expect(ask).toHaveBeenCalledWith('You have unsaved changes. Leave and lose them?');
    // Another tab of the same client is not leaving it.
    expect(routing('http://localhost/clients/42?tab=contacts')).not.toHaveBeenCalled();
    ask.mockRestore();
    const closing = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(closing);
    expect(closing.defaultPrevented).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const discard = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(discard).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Legal name' })).toBeNull());
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('asks before another tab unmounts the form with its changes', async () => {
    const { user } = await openClient();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByRole('textbox', { name: 'Legal name' }), ' bis');
    const ask = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    await user.click(screen.getByRole('tab', { name: /Contacts/ }));
    expect(ask).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: 'Legal name' })).toHaveValue('Client SAS bis');
    await user.click(screen.getByRole('tab', { name: /Contacts/ }));
    await waitFor(() => expect(window.location.search).toBe('?tab=contacts'));
    expect(screen.queryByRole('textbox', { name: 'Legal name' })).toBeNull();
    expect(hasUnsavedChanges()).toBe(false);
    ask.mockRestore();
  });

  it('saves only the changed fields with the version, then shows the record again', async () => {
    api.post('clients/updateClientData', () =>
      ok(buildClient(42, { legalName: 'Client 42 SAS', version: 4 })),
    );
    const { user } = await openClient();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByRole('textbox', { name: 'Legal name' }));
    await user.type(screen.getByRole('textbox', { name: 'Legal name' }), 'Client 42 SAS');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('POST', 'clients/updateClientData')).toHaveLength(1));
    expect(api.calls('POST', 'clients/updateClientData')[0].body).toEqual({
      clientId: 42,
      version: expect.any(Number),
      legalName: 'Client 42 SAS',
    });
    expect(await screen.findByRole('group', { name: 'Identity and billing data' })).toHaveTextContent(
      'Client 42 SAS',
    );
    expect(hasUnsavedChanges()).toBe(false);
  });
});

describe("a client's invoicing settings", () => {
  it('are read-only until Edit', async () => {
    const { user } = await openClient();
    await user.click(screen.getByRole('tab', { name: /Invoicing settings/ }));
    expect(await screen.findByRole('group', { name: 'Invoicing settings' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Payment term (days)' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('textbox', { name: 'Payment term (days)' })).toBeInTheDocument();
  });
});
