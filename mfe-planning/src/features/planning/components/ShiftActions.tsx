import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { useErrorMessage } from '@courier/shared';
import { useShiftAction } from '../hooks/useShiftAction';
import type { ShiftDetail } from '../types';
import { useT } from '../../../i18n';

/** Switch a shift to unproductive (or back) or delete it, each after a comment saying why. */
export function ShiftActions({ shift, onDeleted }: { shift: ShiftDetail; onDeleted: () => void }) {
  const t = useT();
  const describe = useErrorMessage();
  const { action, choose, cancel, comment, setComment, confirm, error, pending } = useShiftAction(
    shift,
    onDeleted,
  );
  if (action === null)
    return (
      <Group>
        <Button variant="light" color="orange" onClick={() => choose('unproductive')}>
          {t(shift.unproductive ? 'shift.toProductive' : 'shift.toUnproductive')}
        </Button>
        <Button variant="light" color="red" onClick={() => choose('delete')}>
          {t('shift.delete')}
        </Button>
      </Group>
    );
  return (
    <Stack gap="xs">
      <Textarea
        label={t(action === 'delete' ? 'shift.whyDelete' : 'shift.whySwitch')}
        withAsterisk
        value={comment}
        onChange={(e) => setComment(e.currentTarget.value)}
        autoFocus
      />
      {error && (
        <Alert color="red" role="alert">
          {describe(error)}
        </Alert>
      )}
      <Group>
        <Button
          color={action === 'delete' ? 'red' : 'orange'}
          disabled={comment.trim() === ''}
          onClick={confirm}
          loading={pending}
        >
          {t(action === 'delete' ? 'shift.confirmDelete' : 'shift.confirmSwitch')}
        </Button>
        <Button variant="default" onClick={cancel}>
          {t('common.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
