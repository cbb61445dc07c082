import { SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { VehicleReferences } from '../hooks/useVehicleReferences';
import type { VehicleFormValues } from '../utils/vehicleForm';

/** Every attribute of a vehicle, chosen from the reference lists. */
export function VehicleFields({
  form,
  refs,
  withStatus = false,
}: {
  form: UseFormReturnType<VehicleFormValues>;
  refs: VehicleReferences;
  withStatus?: boolean;
}) {
  const brandId = form.getValues().brandId;
  const models = brandId ? refs.models.filter((m) => refs.modelBrand.get(m.value) === brandId) : refs.models;
  const select = (key: keyof VehicleFormValues, label: string, data: { value: string; label: string }[]) => (
    <Select
      label={label}
      data={data}
      searchable
      clearable
      nothingFoundMessage="No match"
      comboboxProps={{ withinPortal: true }}
      {...form.getInputProps(key)}
      value={(form.getValues()[key] as string) || null}
      onChange={(v) => form.setFieldValue(key, v ?? '')}
    />
  );

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="Short code" required {...form.getInputProps('shortCode')} autoComplete="off" />
        <TextInput label="Plate" {...form.getInputProps('plate')} autoComplete="off" />
        <Select
          label="Type"
          required
          data={refs.types}
          searchable
          {...form.getInputProps('typeId')}
          value={form.getValues().typeId || null}
          onChange={(v) => form.setFieldValue('typeId', v ?? '')}
        />
        {select('stateId', 'State', refs.states)}
        {select('contractId', 'Contract', refs.contracts)}
        <TextInput type="date" label="Contract end date" {...form.getInputProps('contractEndDate')} />
        <Select
          label="Brand"
          description="Narrows the models"
          data={refs.brands}
          searchable
          clearable
          value={brandId || null}
          onChange={(v) => {
            form.setFieldValue('brandId', v ?? '');
            const model = form.getValues().modelId;
            if (v && model && refs.modelBrand.get(model) !== v) form.setFieldValue('modelId', '');
          }}
        />
        <Select
          label="Model"
          data={models}
          searchable
          clearable
          {...form.getInputProps('modelId')}
          value={form.getValues().modelId || null}
          onChange={(v) => {
            form.setFieldValue('modelId', v ?? '');
            if (v) form.setFieldValue('brandId', refs.modelBrand.get(v) ?? '');
          }}
        />
        {select('fleetManagerId', 'Fleet manager', refs.fleetManagers)}
        {select('supplierId', 'Supplier', refs.suppliers)}
        {select('analyticAccountId', 'Analytic account', refs.analyticAccounts)}
        <TextInput type="date" label="First registration" {...form.getInputProps('firstRegistrationOn')} />
        <TextInput label="Mileage (km)" inputMode="numeric" {...form.getInputProps('mileageKm')} />
        {withStatus && (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="vehicle-status-label">
              Activity status
            </Text>
            <SegmentedControl
              aria-labelledby="vehicle-status-label"
              data={[
                { value: 'active', label: 'Active' },
                { value: 'inactive', label: 'Inactive' },
              ]}
              {...form.getInputProps('activityStatus')}
            />
          </Stack>
        )}
      </SimpleGrid>
      <Textarea label="Note" description="A standing note on the vehicle" autosize minRows={2} {...form.getInputProps('comment')} />
    </Stack>
  );
}
