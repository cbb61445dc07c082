import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { useWorkerReferences } from '../api';
import type { WorkerFieldValues } from '../types';

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
  const fields = form as unknown as UseFormReturnType<WorkerFieldValues>;
  const { companies, agencies, teams, elus } = references;
  const { agencyId, companyId } = fields.values;
  const teamsOfAgency = teams.filter((t) => !agencyId || t.agencyId === null || String(t.agencyId) === agencyId);
  const company = companies.find((c) => String(c.id) === companyId);
  const companyHint = company
    ? `Short code will be ${company.nextShortCode} (prefix ${company.shortCodePrefix})`
    : 'Its prefix starts the short code';

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput label="First name" withAsterisk autoComplete="off" data-autofocus {...fields.getInputProps('firstName')} />
      <TextInput label="Last name" withAsterisk autoComplete="off" {...fields.getInputProps('lastName')} />
      <NativeSelect
        label="Company"
        withAsterisk
        data={options(companies, 'Choose a company')}
        description={showShortCodeHint ? companyHint : undefined}
        {...fields.getInputProps('companyId')}
      />
      <NativeSelect
        label="Agency"
        withAsterisk
        data={options(agencies, 'Choose an agency')}
        {...fields.getInputProps('agencyId')}
        onChange={(e) => {
          const next = e.currentTarget.value;
          fields.setFieldValue('agencyId', next);
          const team = teams.find((t) => String(t.id) === fields.values.teamId);
          if (team && team.agencyId !== null && String(team.agencyId) !== next) fields.setFieldValue('teamId', '');
        }}
      />
      <NativeSelect label="Team" withAsterisk data={options(teamsOfAgency, 'Choose a team')} {...fields.getInputProps('teamId')} />
      <NativeSelect label="Elu" data={options(elus, 'None')} {...fields.getInputProps('eluId')} />
      <TextInput label="Email" type="email" autoComplete="off" {...fields.getInputProps('email')} />
      <TextInput label="Phone" type="tel" autoComplete="off" {...fields.getInputProps('phone')} />
      <TextInput label="Birth date" type="date" {...fields.getInputProps('birthDate')} />
      <TextInput label="Hired on" type="date" {...fields.getInputProps('hiredOn')} />
      <TextInput label="Address" autoComplete="off" {...fields.getInputProps('address')} />
      <TextInput label="Postal code" autoComplete="off" {...fields.getInputProps('postalCode')} />
      <TextInput label="City" autoComplete="off" {...fields.getInputProps('city')} />
    </SimpleGrid>
  );
}
