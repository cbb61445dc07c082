import { MantineProvider, TextInput } from '@mantine/core';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import {
  ApiError,
  FormError,
  ReadOnlyUntilEdit,
  confirmLeave,
  hasUnsavedChanges,
  useContractForm,
  useUnsavedChangesGuard,
} from '../../src';

const ClientName = z.object({ legalName: z.string().trim().min(1, 'Legal name is required') });

function ClientForm({ save }: { save: (v: { legalName: string }) => Promise<unknown> }) {
  const { form, formProps, problem } = useContractForm(ClientName, { legalName: 'Dupont' }, { onSubmit: save });
  return (
    <form {...formProps} aria-label="Client">
      <FormError message={problem} />
      <TextInput label="Legal name" withAsterisk {...form.getInputProps('legalName')} />
      <button type="submit">Save</button>
    </form>
  );
}

const routing = (oldUrl: string, newUrl: string) => {
  const cancelNavigation = jest.fn();
  window.dispatchEvent(
    new CustomEvent('single-spa:before-routing-event', { detail: { oldUrl, newUrl, cancelNavigation } }),
  );
  return cancelNavigation;
};

describe('useContractForm', () => {
  it("checks with the contract's schema, shows the message under the field, never the browser's bubbles", async () => {
    const save = jest.fn();
    render(
      <MantineProvider>
        <ClientForm save={save} />
      </MantineProvider>,
    );
    expect(screen.getByRole('form', { name: 'Client' })).toHaveAttribute('novalidate');
    expect(screen.getByRole('textbox', { name: /Legal name/ })).not.toBeRequired();
    await userEvent.clear(screen.getByRole('textbox', { name: /Legal name/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Legal name is required')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it("sends the schema's output and puts the server's field errors on the fields", async () => {
    const save = jest.fn().mockRejectedValue(new ApiError(400, 'BAD_REQUEST', 'Invalid', { legalName: 'Already used' }));
    render(
      <MantineProvider>
        <ClientForm save={save} />
      </MantineProvider>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Legal name/ }), ' SA ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(save).toHaveBeenCalledWith({ legalName: 'Dupont SA' });
    expect(await screen.findByText('Already used')).toBeInTheDocument();
  });
});

const Price = z.object({ cents: z.number().int().min(1), label: z.string().regex(/^[A-Z]+$/, 'Capitals only') });
type PriceValues = { euros: string; label: string };

function PriceForm({ save }: { save: (body: z.output<typeof Price>) => Promise<unknown> }) {
  const { form, formProps } = useContractForm(Price, { euros: '', label: '' } as PriceValues, {
    // the form holds euros as typed; the call takes cents: errors of `cents` are shown under `euros`
    toBody: (v) => ({ cents: Math.round(Number(v.euros.replace(',', '.')) * 100), label: v.label }),
    check: (v) => ({ euros: v.euros.trim() === '' ? 'Give an amount' : null }),
    messages: { 'Capitals only': 'Majuscules seulement' },
    onSubmit: save,
  });
  return (
    <form {...formProps} aria-label="Price">
      <TextInput label="Amount" {...form.getInputProps('euros')} />
      <TextInput label="Label" {...form.getInputProps('label')} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('useContractForm with values in the form\'s own units', () => {
  it("checks the call's body built from the values, adds the form's checks and the area's words", async () => {
    const save = jest.fn();
    render(
      <MantineProvider>
        <PriceForm save={save} />
      </MantineProvider>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Label' }), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Give an amount')).toBeInTheDocument();
    expect(screen.getByText('Majuscules seulement')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '12,5');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Label' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Label' }), 'ABC');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ cents: 1250, label: 'ABC' }));
  });
});

describe('useUnsavedChangesGuard', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks before an in-portal navigation to another page, and cancels it when the user stays', () => {
    const ask = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const { rerender, unmount } = renderHook(({ dirty }) => useUnsavedChangesGuard(dirty), {
      initialProps: { dirty: false },
    });
    expect(routing('http://localhost/clients/1', 'http://localhost/workers')).not.toHaveBeenCalled();
    rerender({ dirty: true });
    expect(hasUnsavedChanges()).toBe(true);
    // the same page with other parameters (a filter) is not leaving it
    expect(routing('http://localhost/clients/1', 'http://localhost/clients/1?tab=contacts')).not.toHaveBeenCalled();
    expect(routing('http://localhost/clients/1', 'http://localhost/workers')).toHaveBeenCalled();
    expect(ask).toHaveBeenCalledTimes(1);
    unmount();
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('lets the navbar ask once (confirmLeave) and the routing event that follows pass', () => {
    const ask = jest.spyOn(window, 'confirm').mockReturnValue(true);
    const { unmount } = renderHook(() => useUnsavedChangesGuard(true));
    expect(confirmLeave()).toBe(true);
    expect(routing('http://localhost/clients/1', 'http://localhost/chat')).not.toHaveBeenCalled();
    expect(ask).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('asks the browser before the tab closes', () => {
    const { rerender, unmount } = renderHook(({ dirty }) => useUnsavedChangesGuard(dirty), {
      initialProps: { dirty: true },
    });
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    rerender({ dirty: false });
    const later = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
    unmount();
  });
});

describe('ReadOnlyUntilEdit', () => {
  function Record({ dirty, onDiscard }: { dirty: boolean; onDiscard?: () => void }) {
    return (
      <MantineProvider>
        <ReadOnlyUntilEdit view={<p>Dupont SA</p>} dirty={dirty} onDiscard={onDiscard}>
          {({ cancel }) => (
            <form aria-label="Client">
              <button type="button" onClick={cancel}>
                Cancel
              </button>
            </form>
          )}
        </ReadOnlyUntilEdit>
      </MantineProvider>
    );
  }

  it('shows the record read-only until Edit, and Cancel without changes goes back at once', async () => {
    render(<Record dirty={false} />);
    expect(screen.getByText('Dupont SA')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('form', { name: 'Client' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Dupont SA')).toBeInTheDocument();
  });

  it('asks before discarding changes', async () => {
    const onDiscard = jest.fn();
    render(<Record dirty onDiscard={onDiscard} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(hasUnsavedChanges()).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.getByText('Dupont SA')).toBeInTheDocument());
    expect(onDiscard).toHaveBeenCalled();
    act(() => undefined);
    expect(hasUnsavedChanges()).toBe(false);
  });
});
