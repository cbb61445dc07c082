import { Button, Group, MultiSelect, NumberInput, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { FormError, api, notifySuccess, useContractForm, useFormat, useReferenceList } from '@courier/shared';
import {
  EditableSection,
  FieldsView,
  useSectionGuard,
  type SectionControls,
} from '../../../components/EditableSection';
import { contractMessages } from '../../../formRules';
import { useT } from '../../../i18n';
import { useUpdateClientSettings, type ClientDetail, type ClientSettingsBody } from '../api';
import { useClientLists } from '../hooks/useClientLists';

const FREQUENCY = {
  weekly: 'clients.settings.frequency.weekly',
  monthly: 'clients.settings.frequency.monthly',
  per_shift: 'clients.settings.frequency.perShift',
} as const;
const DELIVERY = {
  email: 'clients.settings.delivery.email',
  post: 'clients.settings.delivery.post',
} as const;
const LANGUAGE = { fr: 'clients.settings.language.fr', en: 'clients.settings.language.en' } as const;
type MessageId = Parameters<ReturnType<typeof useT>>[0];

interface Values {
  invoiceFrequency: string;
  invoiceDelivery: string;
  invoiceLanguage: string;
  paymentTermDays: number | string;
  vatRateBp: string;
  financeUnitId: string | null;
  businessUnitId: string | null;
  priceListIds: string[];
}

/** The invoicing settings the form changed (the call takes only those), with the version as read. */
function changedSettings(client: ClientDetail, v: Values): ClientSettingsBody {
  const before = valuesOf(client);
  const body: Record<string, unknown> = { clientId: client.clientId, version: client.version };
  for (const k of ['invoiceFrequency', 'invoiceDelivery', 'invoiceLanguage'] as const)
    if (v[k] !== before[k]) body[k] = v[k];
  // An emptied payment term is the form's own error (check), never a silent 0.
  if (v.paymentTermDays !== '' && Number(v.paymentTermDays) !== before.paymentTermDays)
    body.paymentTermDays = Number(v.paymentTermDays);
  if (v.vatRateBp !== before.vatRateBp) body.vatRateBp = Number(v.vatRateBp);
  for (const k of ['financeUnitId', 'businessUnitId'] as const)
    if (v[k] !== before[k]) body[k] = v[k] === null ? null : Number(v[k]);
  return body as ClientSettingsBody;
}

function valuesOf(c: ClientDetail): Values {
  const s = c.settings;
  return {
    invoiceFrequency: s.invoiceFrequency,
    invoiceDelivery: s.invoiceDelivery,
    invoiceLanguage: s.invoiceLanguage,
    paymentTermDays: s.paymentTermDays,
    vatRateBp: String(s.vatRateBp),
    financeUnitId: s.financeUnit ? String(s.financeUnit.id) : null,
    businessUnitId: s.businessUnit ? String(s.businessUnit.id) : null,
    priceListIds: s.priceLists.map((p) => String(p.id)),
  };
}

/** Invoicing settings and price lists as read, before "Edit". */
function SettingsView({ client }: { client: ClientDetail }) {
  const t = useT();
  const format = useFormat();
  const s = client.settings;
  return (
    <FieldsView
      label={t('clients.settings.form')}
      fields={[
        { label: t('clients.settings.frequency'), value: t(FREQUENCY[s.invoiceFrequency]) },
        { label: t('clients.settings.delivery'), value: t(DELIVERY[s.invoiceDelivery]) },
        { label: t('clients.settings.language'), value: t(LANGUAGE[s.invoiceLanguage]) },
        { label: t('clients.settings.paymentTerm'), value: format.number(s.paymentTermDays) },
        { label: t('clients.settings.vatRate'), value: format.percent(s.vatRateBp / 10000, 2) },
        { label: t('clients.settings.financeUnit'), value: s.financeUnit?.name },
        { label: t('clients.settings.businessUnit'), value: s.businessUnit?.name },
        { label: t('clients.settings.priceLists'), value: s.priceLists.map((p) => p.name).join(', ') },
      ]}
    />
  );
}

/**
 * Invoicing settings and price lists, read-only until "Edit" (clients/updateClientSettings, the
 * price lists as the query `pricelistIds`), and which list prices the client's shifts.
 */
export function SettingsPanel({ client }: { client: ClientDetail }) {
  const t = useT();
  return (
    <Stack gap="sm">
      <EditableSection view={<SettingsView client={client} />}>
        {(controls) => <SettingsForm client={client} controls={controls} />}
      </EditableSection>
      <Text size="sm" c={client.settings.pricingList ? 'dimmed' : 'orange'} data-testid="pricing-list">
        {client.settings.pricingList
          ? t('clients.settings.pricedBy', { name: client.settings.pricingList.name })
          : t('clients.settings.noPriceList')}
      </Text>
    </Stack>
  );
}

function SettingsForm({ client, controls }: { client: ClientDetail; controls: SectionControls }) {
  const t = useT();
  const format = useFormat();
  const lists = useClientLists();
  const priceLists = useReferenceList(api.clients.getPriceList, { activityStatus: 'active' });
  const save = useUpdateClientSettings();
  const { form, formProps, problem, submitting, dirty } = useContractForm(
    api.clients.updateClientSettings.body!,
    valuesOf(client),
    {
      toBody: (v) => changedSettings(client, v),
      check: (v) => ({ paymentTermDays: v.paymentTermDays === '' ? t('clients.field.required') : null }),
      messages: contractMessages(),
      onSubmit: async (body) => {
        // The price lists travel as the query: the complete new set.
        await save.mutateAsync({ pricelistIds: form.getValues().priceListIds.map(Number), body });
        notifySuccess(t('clients.settings.saved'));
        controls.done();
      },
    },
  );
  useSectionGuard(dirty, controls.onDirtyChange);
  const opts = (rows: { id: number; name: string }[] | undefined) =>
    (rows ?? []).map((r) => ({ value: String(r.id), label: r.name }));
  const labelled = <K extends string>(values: readonly K[] | undefined, labels: Record<K, MessageId>) =>
    (values ?? []).map((v) => ({ value: v, label: t(labels[v]) }));
  return (
    <form {...formProps} aria-label={t('clients.settings.form')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          <Select
            label={t('clients.settings.frequency')}
            allowDeselect={false}
            data={labelled(lists.data?.invoiceFrequencies, FREQUENCY)}
            {...form.getInputProps('invoiceFrequency')}
          />
          <Select
            label={t('clients.settings.delivery')}
            allowDeselect={false}
            data={labelled(lists.data?.invoiceDeliveries, DELIVERY)}
            {...form.getInputProps('invoiceDelivery')}
          />
          <Select
            label={t('clients.settings.language')}
            allowDeselect={false}
            data={labelled(lists.data?.invoiceLanguages, LANGUAGE)}
            {...form.getInputProps('invoiceLanguage')}
          />
          <NumberInput
            label={t('clients.settings.paymentTerm')}
            min={0}
            max={365}
            allowDecimal={false}
            {...form.getInputProps('paymentTermDays')}
          />
          <Select
            label={t('clients.settings.vatRate')}
            allowDeselect={false}
            data={(lists.data?.vatRates ?? [client.settings.vatRateBp]).map((bp) => ({
              value: String(bp),
              label: format.percent(bp / 10000, 2),
            }))}
            {...form.getInputProps('vatRateBp')}
          />
          <Select
            label={t('clients.settings.financeUnit')}
            clearable
            clearButtonProps={{ 'aria-label': t('clients.settings.clearFinanceUnit') }}
            data={opts(lists.data?.financeUnits)}
            {...form.getInputProps('financeUnitId')}
          />
          <Select
            label={t('clients.settings.businessUnit')}
            clearable
            clearButtonProps={{ 'aria-label': t('clients.settings.clearBusinessUnit') }}
            data={opts(lists.data?.businessUnits)}
            {...form.getInputProps('businessUnitId')}
          />
        </SimpleGrid>
        <MultiSelect
          label={t('clients.settings.priceLists')}
          searchable
          clearable
          clearButtonProps={{ 'aria-label': t('clients.settings.clearPriceLists') }}
          data={opts(priceLists.data)}
          {...form.getInputProps('priceListIds')}
        />
        <FormError message={problem} />
        <Group justify="flex-end">
          <Button variant="default" onClick={controls.cancel} disabled={submitting}>
            {t('clients.action.cancel')}
          </Button>
          <Button type="submit" loading={submitting} disabled={!dirty}>
            {t('clients.settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
