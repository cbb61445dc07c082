import { useState } from 'react';
import { Badge, Card, Group, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  DateField,
  ErrorState,
  FIXED_TERM_CONTRACTS,
  FormActions,
  FormError,
  LoadingState,
  ReadOnlyUntilEdit,
  TODAY_ENDING_DAYS,
  WORKER_CONTRACT_KINDS,
  api,
  notifySuccess,
  todayInParis,
  useContractForm,
  useFormat,
  type WorkerContractKind,
} from '@courier/shared';
import { translate, useT } from '../../../i18n';
import { useSetWorkerContract, useWorkerContract, type WorkerContractAnswer } from '../api';
import { daysUntil } from '../utils/dates';
import { WorkerDocumentsSection } from './WorkerDocumentsSection';

interface ContractValues {
  kind: string;
  startDate: string;
  endDate: string;
}

const valuesOf = (answer: WorkerContractAnswer): ContractValues => ({
  kind: answer.contract?.kind ?? '',
  startDate: answer.contract?.startDate ?? '',
  endDate: answer.contract?.endDate ?? '',
});

/** The rules the server checks beyond the contract's schema, said next to the end date first. */
export function contractChecks(values: ContractValues) {
  if (!values.kind) return { kind: translate('workers.contract.rule.kindRequired') };
  if (!values.endDate && FIXED_TERM_CONTRACTS.includes(values.kind as WorkerContractKind))
    return { endDate: translate('workers.contract.rule.endRequired') };
  if (values.endDate && values.startDate && values.endDate < values.startDate)
    return { endDate: translate('workers.contract.rule.endBeforeStart') };
  return {};
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0}>
        {children || '—'}
      </Text>
    </div>
  );
}

function ContractView({ answer }: { answer: WorkerContractAnswer }) {
  const t = useT();
  const format = useFormat();
  const c = answer.contract;
  if (!c) return <Text size="sm" c="dimmed">{t('workers.contract.none')}</Text>;
  const left = c.endDate ? daysUntil(c.endDate, todayInParis()) : null;
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 3 }} spacing="sm" m={0}>
      <Field label={t('workers.contract.kind')}>{t(`workers.contract.kind.${c.kind}`)}</Field>
      <Field label={t('workers.contract.startDate')}>{c.startDate && format.date(c.startDate)}</Field>
      <Field label={t('workers.contract.endDate')}>
        {c.endDate && (
          <Group gap="xs" component="span">
            {format.date(c.endDate)}
            {left !== null && left >= 0 && left <= TODAY_ENDING_DAYS && (
              <Badge color="orange" variant="filled">
                {t('workers.contract.endsSoon', { days: TODAY_ENDING_DAYS })}
              </Badge>
            )}
          </Group>
        )}
      </Field>
    </SimpleGrid>
  );
}

/** The contract, read-only until "Edit"; saved at the worker's version (a new version remounts it read-only). */
function ContractSection({ answer }: { answer: WorkerContractAnswer }) {
  const t = useT();
  const save = useSetWorkerContract();
  // Controlled, so that a save closes the form whatever order the new version arrives in.
  const [editing, setEditing] = useState(false);
  const contract = useContractForm(api.workers.setWorkerContract.body!, valuesOf(answer), {
    toBody: (v) => ({
      workerId: answer.workerId,
      version: answer.version,
      kind: v.kind as WorkerContractKind,
      startDate: v.startDate || null,
      endDate: v.endDate || null,
    }),
    check: contractChecks,
    onSubmit: (body) =>
      save.mutateAsync(body, {
        onSuccess: () => {
          notifySuccess(translate('workers.contract.saved'));
          setEditing(false);
        },
      }),
  });
  const { form } = contract;
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="sm">
        {t('workers.contract.title')}
      </Title>
      <ReadOnlyUntilEdit
        view={<ContractView answer={answer} />}
        dirty={contract.dirty}
        onDiscard={() => form.reset()}
        editing={editing}
        onEditingChange={setEditing}
        texts={{
          edit: t('workers.contract.edit'),
          cancel: t('common.cancel'),
          leaveUnsaved: t('common.leaveUnsaved'),
          discardTitle: t('common.discardTitle'),
          discardBody: t('common.discardBody'),
          discard: t('common.discard'),
        }}
      >
        {(controls) => (
          <form {...contract.formProps} aria-label={t('workers.contract.form')}>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                <NativeSelect
                  label={t('workers.contract.kind')}
                  withAsterisk
                  data={[
                    { value: '', label: t('workers.contract.choose') },
                    ...WORKER_CONTRACT_KINDS.map((k) => ({ value: k, label: t(`workers.contract.kind.${k}`) })),
                  ]}
                  {...form.getInputProps('kind')}
                />
                <DateField label={t('workers.contract.startDate')} {...form.getInputProps('startDate')} />
                <DateField
                  label={t('workers.contract.endDate')}
                  description={t('workers.contract.endDate.hint')}
                  withAsterisk={FIXED_TERM_CONTRACTS.includes(form.values.kind as WorkerContractKind)}
                  {...form.getInputProps('endDate')}
                />
              </SimpleGrid>
              <FormError message={contract.problem} />
              <FormActions submitLabel={t('workers.contract.save')} onCancel={controls.cancel} loading={contract.submitting} />
            </Stack>
          </form>
        )}
      </ReadOnlyUntilEdit>
    </Card>
  );
}

/** The worker page's "Contract & documents" tab. */
export function WorkerContractPanel({ workerId }: { workerId: number }) {
  const t = useT();
  const read = useWorkerContract(workerId);
  if (read.isPending) return <LoadingState label={t('workers.contract.loading')} />;
  if (read.isError) return <ErrorState title={t('workers.contract.failed')} error={read.error} onRetry={() => read.refetch()} />;
  return (
    <Stack gap="md">
      <ContractSection key={read.data.version} answer={read.data} />
      <WorkerDocumentsSection workerId={workerId} documents={read.data.documents} />
    </Stack>
  );
}
