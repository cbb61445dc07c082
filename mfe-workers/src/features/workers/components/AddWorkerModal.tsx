import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { FormError, LoadingState, ErrorState, FormActions, api, useContractForm } from '@courier/shared';
import { useAddWorker, useWorkerReferences, type AddWorkerBody, type AddedWorker } from '../api';
import type { WorkerFieldValues } from '../types';
import { emptyToNull, workerChecks } from '../utils/validation';
import { useT } from '../../../i18n';
import { WorkerFields } from './WorkerFields';

type AddWorkerValues = WorkerFieldValues;

const EMPTY: AddWorkerValues = {
  firstName: '',
  lastName: '',
  companyId: '',
  agencyId: '',
  teamId: '',
  eluId: '',
  email: '',
  phone: '',
  birthDate: '',
  hiredOn: '',
  address: '',
  postalCode: '',
  city: '',
};

/** The body of workers/addWorker from the form: empty optional fields are left out. */
export function toAddWorkerBody(v: AddWorkerValues): AddWorkerBody {
  const body: AddWorkerBody = {
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    companyId: Number(v.companyId),
    agencyId: Number(v.agencyId),
    teamId: Number(v.teamId),
  };
  if (v.eluId) body.eluId = Number(v.eluId);
  const optional = ['email', 'phone', 'birthDate', 'hiredOn', 'address', 'postalCode', 'city'] as const;
  for (const key of optional) {
    const value = emptyToNull(v[key]);
    if (value !== null) body[key] = value;
  }
  return body;
}

function AddWorkerForm({ onCreated, onCancel }: { onCreated: (w: AddedWorker) => void; onCancel: () => void }) {
  const t = useT();
  const references = useWorkerReferences('active');
  const addWorker = useAddWorker();
  const { form, formProps, problem } = useContractForm(api.workers.addWorker.body!, EMPTY, {
    toBody: toAddWorkerBody,
    check: workerChecks,
    onSubmit: async (body) => onCreated(await addWorker.mutateAsync(body)),
  });

  if (references.isPending) return <LoadingState label={t('workers.add.loadingReferences')} />;
  if (references.isError)
    return <ErrorState title={t('workers.add.referencesFailed')} error={references.error} onRetry={() => references.refetch()} />;

  return (
    <form {...formProps} aria-label={t('workers.add.title')}>
      <Stack gap="sm">
        <WorkerFields form={form} references={references.data} showShortCodeHint />
        <FormError message={problem} />
        <FormActions submitLabel={t('workers.add.submit')} onCancel={onCancel} loading={addWorker.isPending} />
      </Stack>
    </form>
  );
}

/** "Add worker": the form, then the short code the server generated. */
export function AddWorkerModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  const [created, setCreated] = useState<AddedWorker | null>(null);
  const close = () => {
    setCreated(null);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t('workers.add.title')} size="lg">
      {created ? (
        <Stack gap="sm">
          <Alert color="teal" variant="light" role="status" title={t('workers.add.created')}>
            <Text>
              {t('workers.add.createdBefore', { name: `${created.firstName} ${created.lastName}` })}{' '}
              <Text span fw={700} data-testid="created-short-code">
                {created.shortCode}
              </Text>
              {t('workers.add.createdAfter')}
            </Text>
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setCreated(null)}>
              {t('workers.add.another')}
            </Button>
            <Anchor component={Link} to={`/workers/${encodeURIComponent(created.shortCode)}`} onClick={close}>
              {t('workers.add.open', { shortCode: created.shortCode })}
            </Anchor>
            <Button onClick={close}>{t('workers.add.close')}</Button>
          </Group>
        </Stack>
      ) : (
        opened && <AddWorkerForm onCreated={setCreated} onCancel={close} />
      )}
    </Modal>
  );
}
