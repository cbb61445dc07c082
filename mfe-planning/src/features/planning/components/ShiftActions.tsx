import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { errorMessage } from '@courier/shared';
import { useShiftAction } from '../hooks/useShiftAction';
import type { ShiftDetail } from '../types';

/** Switch a shift to unproductive (or back) or delete it, each after a comment saying why. */
export function ShiftActions({ shift, onDeleted }: { shift: ShiftDetail; onDeleted: () => void }) {
  const { action, choose, cancel, comment, setComment, confirm, error, pending } = useShiftAction(
    shift,
    onDeleted,
  );
  if (action === null)
    return (
      <Group>
        <Button variant="light" color="orange" onClick={() => choose('unproductive')}>
          {shift.unproductive ? 'Switch back to productive' : 'Switch to unproductive'}
        </Button>
        <Button variant="light" color="red" onClick={() => choose('delete')}>
          Delete the shift
        </Button>
      </Group>
    );
  return (
    <Stack gap="xs">
      <Textarea
        label={
          action === 'delete' ? 'Why delete this shift? (required)' : 'Why switch this shift? (required)'
        }
        required
        value={comment}
        onChange={(e) => setComment(e.currentTarget.value)}
        autoFocus
      />
      {error && (
        <Alert color="red" role="alert">
          {errorMessage(error)}
        </Alert>
      )}
      <Group>
        <Button
          color={action === 'delete' ? 'red' : 'orange'}
          disabled={comment.trim() === ''}
          onClick={confirm}
          loading={pending}
        >
          {action === 'delete' ? 'Confirm the deletion' : 'Confirm the switch'}
        </Button>
        <Button variant="default" onClick={cancel}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}
