import { useState } from 'react';
import { Badge, Button, Card, Group, Modal, NativeSelect, Stack, Table, Text, TextInput, Textarea, Title } from '@mantine/core';
import {
  ConfirmDialog,
  DateField,
  EmptyState,
  FormActions,
  FormError,
  TODAY_ENDING_DAYS,
  WORKER_DOCUMENT_KINDS,
  api,
  closeIfConfirmed,
  notifySuccess,
  todayInParis,
  translatedErrorMessage,
  useContractForm,
  useFormat,
  useUnsavedChangesGuard,
  type WorkerDocumentKind,
} from '@courier/shared';
import { translate, useT } from '../../../i18n';
import { useWorkerDocumentWrites, type WorkerDocumentRow } from '../api';
import { daysUntil } from '../utils/dates';

interface DocumentValues {
  kind: string;
  reference: string;
  expiresOn: string;
  comment: string;
}

const valuesOf = (d?: WorkerDocumentRow): DocumentValues => ({
  kind: d?.kind ?? '',
  reference: d?.reference ?? '',
  expiresOn: d?.expiresOn ?? '',
  comment: d?.comment ?? '',
});

type Writes = ReturnType<typeof useWorkerDocumentWrites>;

/** Add (no `document`) or edit a document: the call's schema checks the fields, messages under them. */
function DocumentForm({ workerId, document, writes, onDone }: { workerId: number; document?: WorkerDocumentRow; writes: Writes; onDone: () => void }) {
  const t = useT();
  const initial = valuesOf(document);
  const fields = (v: DocumentValues) => ({
    kind: v.kind as WorkerDocumentKind,
    reference: v.reference.trim() || null,
    expiresOn: v.expiresOn || null,
    comment: v.comment.trim() || null,
  });
  const saved = () => {
    notifySuccess(translate('workers.documents.saved'));
    onDone();
  };
  const check = (v: DocumentValues) => ({ kind: v.kind ? null : translate('workers.documents.rule.kindRequired') });
  const addForm = useContractForm(api.workers.addWorkerDocument.body!, initial, {
    toBody: (v) => ({ workerId, ...fields(v) }),
    check,
    onSubmit: (body) => writes.add.mutateAsync(body, { onSuccess: saved }),
  });
  const editForm = useContractForm(api.workers.updateWorkerDocument.body!, initial, {
    toBody: (v) => ({ id: document?.id ?? 0, version: document?.version ?? 1, ...fields(v) }),
    check,
    onSubmit: (body) => writes.update.mutateAsync(body, { onSuccess: saved }),
  });
  const contract = document ? editForm : addForm;
  const { form } = contract;
  useUnsavedChangesGuard(contract.dirty, t('common.leaveUnsaved'));
  return (
    <form {...contract.formProps} aria-label={t(document ? 'workers.documents.editTitle' : 'workers.documents.addTitle')}>
      <Stack gap="sm">
        <NativeSelect
          label={t('workers.documents.kind')}
          withAsterisk
          data={[
            { value: '', label: t('workers.contract.choose') },
            ...WORKER_DOCUMENT_KINDS.map((k) => ({ value: k, label: t(`workers.documentKind.${k}`) })),
          ]}
          {...form.getInputProps('kind')}
        />
        <TextInput label={t('workers.documents.reference')} {...form.getInputProps('reference')} />
        <DateField label={t('workers.documents.expiresOn')} {...form.getInputProps('expiresOn')} />
        <Textarea label={t('workers.documents.comment')} autosize minRows={2} maxRows={5} {...form.getInputProps('comment')} />
        <FormError message={contract.problem} />
        <FormActions submitLabel={t('workers.documents.save')} onCancel={closeIfConfirmed(onDone)} loading={contract.submitting} />
      </Stack>
    </form>
  );
}

function ExpiryCell({ day }: { day: string | null }) {
  const t = useT();
  const format = useFormat();
  if (!day) return <Text size="sm" c="dimmed">{t('workers.documents.noExpiry')}</Text>;
  const left = daysUntil(day, todayInParis());
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm">{format.date(day)}</Text>
      {left < 0 && <Badge color="red" variant="light">{t('workers.documents.expired')}</Badge>}
      {left >= 0 && left <= TODAY_ENDING_DAYS && <Badge color="orange" variant="filled">{t('workers.documents.expiresSoon')}</Badge>}
    </Group>
  );
}

/** The documents on file: a table with Edit and Delete per row (Delete asks first), and "Add a document". */
export function WorkerDocumentsSection({ workerId, documents }: { workerId: number; documents: WorkerDocumentRow[] }) {
  const t = useT();
  const writes = useWorkerDocumentWrites(workerId);
  // The dialog open: `new`, a document to edit, or none.
  const [editing, setEditing] = useState<WorkerDocumentRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<WorkerDocumentRow | null>(null);
  const kindOf = (d: WorkerDocumentRow) => t(`workers.documentKind.${d.kind}`);
  const close = () => setEditing(null);
  const remove = () =>
    deleting &&
    writes.remove.mutate(
      { id: deleting.id, version: deleting.version },
      {
        onSuccess: () => {
          notifySuccess(translate('workers.documents.deleted'));
          setDeleting(null);
        },
      },
    );
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {t('workers.documents.title')}
        </Title>
        <Button variant="default" onClick={() => setEditing('new')}>
          {t('workers.documents.add')}
        </Button>
      </Group>
      {documents.length === 0 ? (
        <EmptyState title={t('workers.documents.none')} />
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped aria-label={t('workers.documents.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('workers.documents.kind')}</Table.Th>
                <Table.Th>{t('workers.documents.reference')}</Table.Th>
                <Table.Th>{t('workers.documents.expiresOn')}</Table.Th>
                <Table.Th>{t('workers.documents.comment')}</Table.Th>
                <Table.Th>{t('workers.documents.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {documents.map((d) => (
                <Table.Tr key={d.id} data-document={d.id}>
                  <Table.Td>{kindOf(d)}</Table.Td>
                  <Table.Td>{d.reference ?? '—'}</Table.Td>
                  <Table.Td>
                    <ExpiryCell day={d.expiresOn} />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{d.comment ?? ''}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button size="xs" variant="subtle" aria-label={t('workers.documents.editOne', { kind: kindOf(d) })} onClick={() => setEditing(d)}>
                        {t('workers.documents.edit')}
                      </Button>
                      <Button size="xs" variant="subtle" color="red" aria-label={t('workers.documents.deleteOne', { kind: kindOf(d) })} onClick={() => setDeleting(d)}>
                        {t('workers.documents.delete')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal
        opened={editing !== null}
        onClose={closeIfConfirmed(close)}
        title={t(editing === 'new' ? 'workers.documents.addTitle' : 'workers.documents.editTitle')}
      >
        {editing !== null && (
          <DocumentForm workerId={workerId} document={editing === 'new' ? undefined : editing} writes={writes} onDone={close} />
        )}
      </Modal>
      <ConfirmDialog
        opened={deleting !== null}
        onClose={() => {
          writes.remove.reset();
          setDeleting(null);
        }}
        title={t('workers.documents.deleteTitle')}
        confirmLabel={t('workers.documents.delete')}
        color="red"
        busy={writes.remove.isPending}
        problem={writes.remove.error ? translatedErrorMessage(writes.remove.error) : null}
        onConfirm={remove}
      >
        {deleting && t('workers.documents.deleteBody', { kind: kindOf(deleting), reference: deleting.reference ?? 'none' })}
      </ConfirmDialog>
    </Card>
  );
}
