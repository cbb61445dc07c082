import { SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { VehicleReferences } from '../hooks/useVehicleReferences';
import type { VehicleFormValues } from '../utils/vehicleForm';
import { useT } from '../../../i18n';
import { DateField } from '@courier/shared';

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
  const t = useT();
  const brandId = form.getValues().brandId;
  const models = brandId ? refs.models.filter((m) => refs.modelBrand.get(m.value) === brandId) : refs.models;
  const select = (key: keyof VehicleFormValues, label: string, data: { value: string; label: string }[]) => (
    <Select
      label={label}
      data={data}
      searchable
      clearable
      nothingFoundMessage={t('vehicles.field.noMatch')}
      comboboxProps={{ withinPortal: true }}
      {...form.getInputProps(key)}
      value={(form.getValues()[key] as string) || null}
      onChange={(v) => form.setFieldValue(key, v ?? '')}
    />
  );

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={t('vehicles.field.shortCode')} withAsterisk {...form.getInputProps('shortCode')} autoComplete="off" />
        <TextInput label={t('vehicles.field.plate')} {...form.getInputProps('plate')} autoComplete="off" />
        <Select
          label={t('vehicles.field.type')}
          withAsterisk
          data={refs.types}
          searchable
          {...form.getInputProps('typeId')}
          value={form.getValues().typeId || null}
          onChange={(v) => form.setFieldValue('typeId', v ?? '')}
        />
        {select('stateId', t('vehicles.field.state'), refs.states)}
        {select('contractId', t('vehicles.field.contract'), refs.contracts)}
        <DateField label={t('vehicles.field.contractEndDate')} {...form.getInputProps('contractEndDate')} />
        <Select
          label={t('vehicles.field.brand')}
          description={t('vehicles.field.brandHint')}
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
          label={t('vehicles.field.model')}
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
        {select('fleetManagerId', t('vehicles.field.fleetManager'), refs.fleetManagers)}
        {select('supplierId', t('vehicles.field.supplier'), refs.suppliers)}
        {select('analyticAccountId', t('vehicles.field.analyticAccount'), refs.analyticAccounts)}
        <DateField label={t('vehicles.field.firstRegistration')} {...form.getInputProps('firstRegistrationOn')} />
        <TextInput label={t('vehicles.field.mileage')} inputMode="numeric" {...form.getInputProps('mileageKm')} />
        {withStatus && (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="vehicle-status-label">
              {t('vehicles.field.activityStatus')}
            </Text>
            <SegmentedControl
              aria-labelledby="vehicle-status-label"
              data={[
                { value: 'active', label: t('vehicles.status.active') },
                { value: 'inactive', label: t('vehicles.status.inactive') },
              ]}
              {...form.getInputProps('activityStatus')}
            />
          </Stack>
        )}
      </SimpleGrid>
      <Textarea
        label={t('vehicles.field.note')}
        description={t('vehicles.field.noteHint')} autosize minRows={2} {...form.getInputProps('comment')} />
    </Stack>
  );
}
