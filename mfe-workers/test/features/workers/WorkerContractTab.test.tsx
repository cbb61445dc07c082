import { screen, waitFor, within } from '@testing-library/react';
import { renderArea, ok } from '@courier/shared/testing';
import { hasUnsavedChanges } from '@courier/shared';
import { AppRoutes } from '../../../src/app/routes';
import { fake, jeanne, setUpWorkerPage } from './workerDetailSetup';

setUpWorkerPage();

const doc = (id: number, kind: string, over: Record<string, unknown> = {}) => ({
  id,
  workerId: 42,
  kind,
  reference: null,
  expiresOn: null,
  comment: null,
  version: 1,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
  ...over,
});

const answer = (over: Record<string, unknown> = {}) => ({
  workerId: 42,
  version: 2,
  contract: { kind: 'cdd', startDate: '2026-01-05', endDate: '2026-12-31' },
  documents: [doc(7, 'driving_licence', { reference: 'DL-42', expiresOn: '2031-03-01' }), doc(8, 'medical_fitness')],
  ...over,
});

beforeEach(() => {
  fake.get('workers/PAR-0042', jeanne({ version: 2 }));
  fake.get('workers/getWorkerContract', answer());
});

const openTab = () => renderArea(<AppRoutes />, { path: '/workers/PAR-0042?tab=contract' });

describe('/workers/:short_code?tab=contract', () => {
  it('shows the contract and documents read-only, from the tab named in the address', async () => {
    openTab();
    expect(await screen.findByRole('tab', { name: 'Contract & documents', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('CDD (fixed-term)')).toBeInTheDocument();
    expect(fake.calls('GET', 'workers/getWorkerContract').at(-1)?.query).toMatchObject({ workerId: 42 });
    const table = screen.getByRole('table', { name: 'Documents on file' });
    expect(within(table).getByText('Driving licence')).toBeInTheDocument();
    expect(within(table).getByText('DL-42')).toBeInTheDocument();
    expect(within(table).getByText('No expiry')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Contract of the worker' })).not.toBeInTheDocument();
  });

  it('edits the contract: a CDD without an end is refused next to the field, then saved at the version', async () => {
    fake.post('workers/setWorkerContract', ({ body }) => {
      const { kind, startDate, endDate } = body as { kind: string; startDate: string; endDate: string };
      return ok(answer({ version: 3, contract: { kind, startDate, endDate } }));
    });
    const { user } = openTab();
    await user.click(await screen.findByRole('button', { name: 'Edit the contract' }));
    const form = within(await screen.findByRole('form', { name: 'Contract of the worker' }));
    const end = form.getByRole('textbox', { name: /End date/ });
    expect(hasUnsavedChanges()).toBe(false);
    await user.clear(end);
    // Leaving now would ask first.
    expect(hasUnsavedChanges()).toBe(true);
    await user.click(form.getByRole('button', { name: 'Save the contract' }));
    expect(await form.findByText('A CDD or interim contract needs its end date')).toBeInTheDocument();
    expect(fake.calls('POST', 'workers/setWorkerContract')).toHaveLength(0);

    await user.type(end, '2027-01-31');
    await user.click(form.getByRole('button', { name: 'Save the contract' }));
    await waitFor(() => expect(fake.calls('POST', 'workers/setWorkerContract')).toHaveLength(1));
    expect(fake.calls('POST', 'workers/setWorkerContract')[0].body).toEqual({
      workerId: 42,
      version: 2,
      kind: 'cdd',
      startDate: '2026-01-05',
      endDate: '2027-01-31',
    });
    // Saved: the new version is shown read-only again.
    expect(await screen.findByRole('button', { name: 'Edit the contract' })).toBeInTheDocument();
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('adds a document with its kind and expiry', async () => {
    fake.post('workers/addWorkerDocument', ({ body }) => ok(doc(9, 'residence_permit', body as Record<string, unknown>)));
    const { user } = openTab();
    await user.click(await screen.findByRole('button', { name: 'Add a document' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a document' }));
    await user.click(dialog.getByRole('button', { name: 'Save the document' }));
    expect(await dialog.findByText('Choose the kind of document')).toBeInTheDocument();
    await user.selectOptions(dialog.getByRole('combobox', { name: /Document/ }), 'Residence / work permit');
    await user.type(dialog.getByRole('textbox', { name: 'Reference' }), 'TS-1');
    await user.type(dialog.getByRole('textbox', { name: 'Expires on' }), '2027-02-01');
    await user.click(dialog.getByRole('button', { name: 'Save the document' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a document' })).not.toBeInTheDocument());
    expect(fake.calls('POST', 'workers/addWorkerDocument').map((c) => c.body)).toEqual([
      { workerId: 42, kind: 'residence_permit', reference: 'TS-1', expiresOn: '2027-02-01', comment: null },
    ]);
  });

  it('asks before deleting a document, then deletes it at its version', async () => {
    fake.post('workers/deleteWorkerDocument', ({ body }) => ok({ id: (body as { id: number }).id, deleted: true }));
    const { user } = openTab();
    await user.click(await screen.findByRole('button', { name: 'Delete Driving licence' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this document?' }));
    expect(dialog.getByText('Driving licence (DL-42) will be removed from the worker’s file.')).toBeInTheDocument();
    expect(fake.calls('POST', 'workers/deleteWorkerDocument')).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(fake.calls('POST', 'workers/deleteWorkerDocument').map((c) => c.body)).toEqual([{ id: 7, version: 1 }]));
  });
});
