import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useSharedT } from '../i18n/createAreaI18n';

/** A required reason typed in the dialog (kept by the server, e.g. in the admin events). */
export interface ConfirmReason {
  label: string;
  description?: string;
  /** Fewest characters once trimmed (default 1). */
  minLength?: number;
  maxLength?: number;
  /** Shown under the field when the reason is missing or too short. */
  missing?: string;
}

export interface ConfirmDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The question, the dialog's accessible name ("Close 2025-01?"). */
  title: string;
  /** What will happen, and any field the action needs besides a reason. */
  children?: ReactNode;
  confirmLabel: string;
  /** Called with the trimmed reason when `reason` is set (else with ''). */
  onConfirm: (reason: string) => void;
  /** The request is running: the confirming button spins, the dialog stays open. */
  busy?: boolean;
  /** The server's refusal, kept in the dialog. */
  problem?: string | null;
  /** Mantine colour of the confirming button: red for what cannot be taken back. */
  color?: string;
  disabled?: boolean;
  reason?: ConfirmReason;
}

/**
 * The one confirmation before a change: the question as title (the dialog is labelled by it),
 * what will happen, an optional required reason, the server's refusal if any, Cancel and the
 * confirming button. Focus stays in the dialog (Tab cycles) and Escape cancels, unless a
 * request is running. Focus starts on the reason when there is one, else on Cancel, so an
 * Enter pressed by habit never confirms.
 */
export function ConfirmDialog({ opened, onClose, title, busy = false, ...body }: ConfirmDialogProps) {
  const t = useSharedT();
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      closeButtonProps={{ 'aria-label': t('shared.close') }}
      closeOnEscape={!busy}
      closeOnClickOutside={!busy}
      trapFocus
    >
      {/* Mounted only while open: each opening starts with an empty reason. */}
      <ConfirmBody {...body} busy={busy} onCancel={close} />
    </Modal>
  );
}

function ConfirmBody({
  children,
  confirmLabel,
  onConfirm,
  busy,
  problem,
  color,
  disabled,
  reason,
  onCancel,
}: Omit<ConfirmDialogProps, 'opened' | 'onClose' | 'title'> & { busy: boolean; onCancel: () => void }) {
  const t = useSharedT();
  const [text, setText] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const confirm = () => {
    if (reason) {
      const trimmed = text.trim();
      if (trimmed.length < (reason.minLength ?? 1)) {
        setReasonError(reason.missing ?? t('shared.confirm.reasonRequired', { label: reason.label }));
        return;
      }
      onConfirm(trimmed);
    } else onConfirm('');
  };
  return (
    <Stack gap="sm">
      {children}
      {reason && (
        <Textarea
          label={reason.label}
          description={reason.description}
          required
          autosize
          minRows={2}
          maxLength={reason.maxLength}
          value={text}
          error={reasonError}
          data-autofocus
          onChange={(e) => {
            setText(e.currentTarget.value);
            setReasonError(null);
          }}
        />
      )}
      {problem && (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button
          variant="default"
          onClick={onCancel}
          disabled={busy}
          data-autofocus={reason ? undefined : true}
        >
          {t('shared.cancel')}
        </Button>
        <Button color={color} disabled={disabled} loading={busy} onClick={confirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Stack>
  );
}
