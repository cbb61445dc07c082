import MockAdapter from 'axios-mock-adapter';
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configurePortal, ExportButton, http, type Endpoint } from '../../src';

const mock = new MockAdapter(http);
const exportClients = {
  method: 'GET',
  path: 'clients/exportClients',
  file: 'text/csv',
} as unknown as Endpoint;

beforeAll(() => configurePortal({ apiHost: 'http://localhost:4000', apiBasePath: '' }));
afterEach(() => mock.reset());

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

function renderButton() {
  return render(
    <MantineProvider>
      <ExportButton endpoint={exportClients} query={{ q: 'dupont', sort: '-name' } as never} />
    </MantineProvider>,
  );
}

describe('ExportButton', () => {
  it("sends the list's filters and sort with ';' by default and saves the server's file", async () => {
    const saved = savedFiles();
    mock.onGet('clients/exportClients').reply((config) => {
      expect(config.params).toEqual({ q: 'dupont', sort: '-name', sep: ';' });
      expect(config.responseType).toBe('blob');
      return [200, new Blob(['\ufeffName;City\r\n']), { 'content-disposition': 'attachment; filename="clients-2026-12-02.csv"' }];
    });
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('radio', { name: /Semicolon/ })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved).toEqual(['clients-2026-12-02.csv']));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("offers ',' and keeps a failure in the dialog", async () => {
    mock.onGet('clients/exportClients').reply((config) => {
      expect(config.params.sep).toBe(',');
      return [400, new Blob([JSON.stringify({ error: { code: 'BAD_REQUEST', message: 'sort is not a column' } })])];
    });
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await userEvent.click(await screen.findByRole('radio', { name: /Comma/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('sort is not a column');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
