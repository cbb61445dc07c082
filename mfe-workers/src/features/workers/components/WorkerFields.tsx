import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { useWorkerReferences } from '../api';
import type { WorkerFieldValues } from '../types';
import { useT } from '../../../i18n';
import { DateField } from '@courier/shared';

type References = NonNullable<ReturnType<typeof useWorkerReferences>['data']>;

const options = (rows: { id: number; name: string }[], placeholder: string) => [
  { value: '', label: placeholder },
  ...rows.map((r) => ({ value: String(r.id), label: r.name })),
];

/**
 * The worker's fields, for the add and edit forms. The team list offers the chosen agency's
 * teams (and teams of no agency); choosing another agency clears a team that is not in it.
 */
export function WorkerFields<T extends WorkerFieldValues>({
  form,
  references,
  showShortCodeHint = false,
}: {
  form: UseFormReturnType<T>;
  references: References;
  /** Adding: the company's prefix and the short code the worker will get. */
  showShortCodeHint?: boolean;
}) {
  // The fields below are all WorkerFieldValues keys; the narrower view keeps their types exact.
  const t = useT();
  const fields = form as unknown as UseFormReturnType<WorkerFieldValues>;
  const { companies, agencies, teams, elus } = references;
  const { agencyId, companyId } = fields.values;
  const teamsOfAgency = teams.filter((t) => !agencyId || t.agencyId === null || String(t.agencyId) === agencyId);
  const company = companies.find((c) => String(c.id) === companyId);
  const companyHint = company
    ? t('workers.field.shortCodeHint', { shortCode: company.nextShortCode, prefix: company.shortCodePrefix })
    : t('workers.field.prefixHint');

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput label={t('workers.field.firstName')} withAsterisk autoComplete="off" data-autofocus {...fields.getInputProps('firstName')} />
      <TextInput label={t('workers.field.lastName')} withAsterisk autoComplete="off" {...fields.getInputProps('lastName')} />
      <NativeSelect
        label={t('workers.field.company')}
        withAsterisk
        data={options(companies, t('workers.field.chooseCompany'))}
        description={showShortCodeHint ? companyHint : undefined}
        {...fields.getInputProps('companyId')}
      />
      <NativeSelect
        label={t('workers.field.agency')}
        withAsterisk
        data={options(agencies, t('workers.field.chooseAgency'))}
        {...fields.getInputProps('agencyId')}
        onChange={(e) => {
          const next = e.currentTarget.value;
          fields.setFieldValue('agencyId', next);
          const team = teams.find((t) => String(t.id) === fields.values.teamId);
          if (team && team.agencyId !== null && String(team.agencyId) !== next) fields.setFieldValue('teamId', '');
        }}
      />
      <NativeSelect label={t('workers.field.team')} withAsterisk data={options(teamsOfAgency, t('workers.field.chooseTeam'))} {...fields.getInputProps('teamId')} />
      <NativeSelect label={t('workers.field.elu')} data={options(elus, t('workers.field.none'))} {...fields.getInputProps('eluId')} />
      <TextInput label={t('workers.field.email')} type="email" autoComplete="off" {...fields.getInputProps('email')} />
      <TextInput label={t('workers.field.phone')} type="tel" autoComplete="off" {...fields.getInputProps('phone')} />
      <DateField label={t('workers.field.birthDate')} {...fields.getInputProps('birthDate')} />
      <DateField label={t('workers.field.hiredOn')} {...fields.getInputProps('hiredOn')} />
      <TextInput label={t('workers.field.address')} autoComplete="off" {...fields.getInputProps('address')} />
      <TextInput label={t('workers.field.postalCode')} autoComplete="off" {...fields.getInputProps('postalCode')} />
      <TextInput label={t('workers.field.city')} autoComplete="off" {...fields.getInputProps('city')} />
    </SimpleGrid>
  );
}
