import { useState } from 'react';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BulkDialog, type BulkDialogProps, type BulkItem } from '../../src';

const CLIENTS: BulkItem<number>[] = [
  { id: 1, label: 'Alpha' },
  { id: 2, label: 'Beta', skipReason: 'disputes the debt' },
  { id: 3, label: 'Gamma' },
];

function Harness({ run }: { run: BulkDialogProps<number>['run'] }) {
  const [opened, setOpened] = useState(true);
  return (
    <MantineProvider>
      <BulkDialog
        opened={opened}
        onClose={() => setOpened(false)}
        title="Send reminders"
        items={CLIENTS}
        confirmLabel={(n) => `Send ${n} reminders`}
        run={run}
      />
    </MantineProvider>
  );
}

describe('BulkDialog', () => {
  it('lists the records, leaves out the disputed one by default and says why', () => {
    render(<Harness run={jest.fn()} />);
    expect(screen.getByRole('checkbox', { name: 'Alpha' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Beta/ })).not.toBeChecked();
    expect(screen.getByText('Left out by default: disputes the debt')).toBeInTheDocument();
    expect(screen.getByText('2 of 3 chosen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send 2 reminders' })).toBeEnabled();
  });

  it('runs with the chosen ids and reports done, left out and failed, with a retry of the failed', async () => {
    const run = jest
      .fn()
      .mockResolvedValueOnce({ failed: [{ id: 3, error: 'No e-mail address' }] })
      .mockResolvedValueOnce({});
    render(<Harness run={run} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send 2 reminders' }));
    expect(run).toHaveBeenCalledWith([1, 3]);
    expect(await screen.findByRole('status')).toHaveTextContent('Done: 1 · Left out: 1 · Failed: 1');
    expect(screen.getByText('Gamma: No e-mail address')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry the 1 failed' }));
    expect(run).toHaveBeenLastCalledWith([3]);
    expect(await screen.findByText('Done: 2 · Left out: 1 · Failed: 0')).toBeInTheDocument();
  });

  it('lets the user untick a record and tick a skipped one; a failure fails them all', async () => {
    const run = jest.fn().mockRejectedValue(new Error('Mail server down'));
    render(<Harness run={run} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Alpha' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Beta/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Send 2 reminders' }));
    expect(run).toHaveBeenCalledWith([2, 3]);
    expect(await screen.findByRole('status')).toHaveTextContent('Done: 0 · Left out: 1 · Failed: 2');
    expect(screen.getByText('Beta: Mail server down')).toBeInTheDocument();
  });
});
