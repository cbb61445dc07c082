import { useState } from 'react';
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog, type ConfirmDialogProps } from '../src';

type Props = Partial<ConfirmDialogProps>;

/** The dialog behind the button that opens it, as the areas use it. */
function Harness(props: Props) {
  const [opened, setOpened] = useState(false);
  return (
    <MantineProvider>
      <button onClick={() => setOpened(true)}>Close month</button>
      <ConfirmDialog
        title="Close 2025-01?"
        confirmLabel="Close 2025-01"
        onConfirm={() => {}}
        {...props}
        opened={opened}
        onClose={() => {
          props.onClose?.();
          setOpened(false);
        }}
      >
        The shifts of 2025-01 will be frozen.
      </ConfirmDialog>
    </MantineProvider>
  );
}

async function open(props: Props = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  await user.click(screen.getByRole('button', { name: 'Close month' }));
  const dialog = await screen.findByRole('dialog', { name: 'Close 2025-01?' });
  return { user, dialog };
}

// Typing in jsdom is slow on a busy machine.
jest.setTimeout(20_000);

describe('ConfirmDialog', () => {
  it('is labelled by its title, says what will happen and confirms', async () => {
    const onConfirm = jest.fn();
    const { user, dialog } = await open({ onConfirm });
    expect(dialog).toHaveTextContent('The shifts of 2025-01 will be frozen.');
    await user.click(screen.getByRole('button', { name: 'Close 2025-01' }));
    expect(onConfirm).toHaveBeenCalledWith('');
  });

  it('starts on Cancel, keeps Tab inside and Escape cancels', async () => {
    const onClose = jest.fn();
    const onConfirm = jest.fn();
    const { user, dialog } = await open({ onClose, onConfirm });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    for (let i = 0; i < 4; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks for a required reason and sends it trimmed; the next opening starts empty', async () => {
    const onConfirm = jest.fn();
    const { user } = await open({
      onConfirm,
      reason: { label: 'Reason', minLength: 3, missing: 'Say why the month is reopened' },
    });
    const reason = screen.getByRole('textbox', { name: /Reason/ });
    await waitFor(() => expect(reason).toHaveFocus());
    await user.type(reason, ' ok ');
    await user.click(screen.getByRole('button', { name: 'Close 2025-01' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByText('Say why the month is reopened')).toBeInTheDocument();
    await user.type(reason, 'A late correction');
    await user.click(screen.getByRole('button', { name: 'Close 2025-01' }));
    expect(onConfirm).toHaveBeenCalledWith('ok A late correction');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Close month' }));
    expect(await screen.findByRole('textbox', { name: /Reason/ })).toHaveValue('');
  });

  it('while busy the confirming button is disabled and neither Cancel nor Escape closes', async () => {
    const onClose = jest.fn();
    const onConfirm = jest.fn();
    const { user } = await open({ busy: true, onClose, onConfirm, problem: null });
    const confirm = screen.getByRole('button', { name: /Close 2025-01/ });
    expect(confirm).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Close 2025-01?' })).toBeInTheDocument();
  });

  it("keeps the server's refusal in the dialog", async () => {
    const { dialog } = await open({ problem: 'The pay month 2025-01 is already closed' });
    expect(dialog).toContainElement(screen.getByRole('alert'));
    expect(screen.getByRole('alert')).toHaveTextContent('The pay month 2025-01 is already closed');
  });
});
