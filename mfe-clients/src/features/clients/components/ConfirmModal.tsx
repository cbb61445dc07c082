import type { ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';

/**
 * A confirmation before a change: what will happen, the server's refusal if any (kept in the
 * dialog), Cancel and the confirming button. The invoice and banned-user actions use it.
 */
export function ConfirmModal({
  opened,
  onClose,
  title,
  children,
  problem,
  confirmLabel,
  onConfirm,
  loading,
  disabled,
  color,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  problem: string | null;
  confirmLabel: string;
  onConfirm: () => void;
  loading: boolean;
  disabled?: boolean;
  color?: string;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <Stack gap="sm">
        {children}
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color={color} disabled={disabled} loading={loading} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
