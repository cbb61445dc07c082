import { useState } from 'react';
import {
  Alert,
  Button,
  FileButton,
  Fieldset,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  FormError,
  SELLER_LOGO_MAX_BYTES,
  StepUpCancelled,
  api,
  base64Bytes,
  isApiError,
  logoMatchesType,
  notifySuccess,
  useFormat,
  useContractForm,
  useStepUpGuard,
  useUnsavedChangesGuard,
} from '@courier/shared';
import { translate, useT } from '../../../i18n';
import { useUpdateSeller, type SellerAnswer } from '../api';
import { checkNumbers, toForm, toIdentity, type SellerForm } from '../utils/form';

const LOGO_TYPES = ['image/png', 'image/jpeg'] as const;

/** A file's content as base64 (without the data URL's prefix). */
function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error(translate('seller.logo.unreadable')));
    reader.readAsDataURL(file);
  });
}

/**
 * The seller's identity, edited as a whole with its version: every field checked as the server
 * checks it (the contract's schemas and check digits), saved after a fresh code (step-up); a
 * stale version (409) says so and offers to reload.
 */
export function SellerIdentityForm({
  saved,
  onDone,
  onReload,
}: {
  saved: SellerAnswer;
  onDone: () => void;
  onReload: () => Promise<unknown>;
}) {
  const t = useT();
  const f = useFormat();
  const { guard, modal } = useStepUpGuard();
  const save = useUpdateSeller(guard);
  const [stale, setStale] = useState(false);
  // The step-up's own words (a cancelled code), which the generic error message would not keep.
  const [cancelled, setCancelled] = useState<string | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const { form, formProps, problem, dirty } = useContractForm(api.seller.updateSeller.body!, toForm(saved.seller), {
    toBody: (values: SellerForm) => ({ ...toIdentity(values), version: saved.version }),
    check: (values) => checkNumbers(values, t),
    onSubmit: async (body) => {
      setCancelled(null);
      try {
        await save.mutateAsync(body);
      } catch (e) {
        if (isApiError(e) && e.status === 409) setStale(true);
        if (e instanceof StepUpCancelled) setCancelled(e.message);
        throw e;
      }
      notifySuccess(t('seller.saved'));
      onDone();
    },
  });
  const error = cancelled ?? problem;
  // Leaving the page (a link, the navbar, closing the tab) with changes typed asks first.
  useUnsavedChangesGuard(dirty, t('finance.leaveUnsaved'));

  const chooseLogo = async (file: File | null) => {
    setLogoError(null);
    if (!file) return;
    const contentType = LOGO_TYPES.find((t) => t === file.type);
    if (!contentType) return setLogoError(t('seller.logo.type'));
    const base64 = await readBase64(file);
    if (base64Bytes(base64) > SELLER_LOGO_MAX_BYTES)
      return setLogoError(t('seller.logo.tooBig', { size: f.fileSize(SELLER_LOGO_MAX_BYTES) }));
    if (!logoMatchesType(contentType, base64))
      return setLogoError(t('seller.logo.notType', { type: contentType === 'image/png' ? 'PNG' : 'JPEG' }));
    form.setFieldValue('logo', { contentType, base64 });
  };

  const reload = async () => {
    setCancelled(null);
    setStale(false);
    const next = await onReload();
    const answer = (next as { data?: SellerAnswer } | undefined)?.data;
    if (answer) {
      form.setValues(toForm(answer.seller));
      form.resetDirty(toForm(answer.seller));
      form.clearErrors();
    }
  };

  const field = (name: keyof SellerForm) => form.getInputProps(name);
  const logo = form.getValues().logo;
  // The contract's and the server's errors of the logo name its parts (`logo.base64`).
  const logoServerError = Object.entries(form.errors).find(([path]) => path.startsWith('logo'))?.[1] ?? null;
  return (
    <form {...formProps} aria-label={t('seller.form')}>
      {modal}
      <Stack gap="md" maw={820}>
        {stale ? (
          <Alert color="orange" variant="light" role="alert" title={t('finance.stale.title')}>
            <Stack gap="xs">
              <Text size="sm">{error}</Text>
              <Group>
                <Button size="xs" variant="light" onClick={() => void reload()}>
                  {t('seller.reload')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : (
          <FormError message={error} />
        )}
        <Fieldset legend={t('seller.company')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('seller.legalName')} withAsterisk {...field('legalName')} />
            <TextInput label={t('seller.legalForm')} description={t('seller.legalFormHelp')} withAsterisk {...field('legalForm')} />
            <TextInput
              label={t('seller.shareCapital')}
              inputMode="decimal"
              withAsterisk
              {...field('shareCapitalCents')}
            />
            <TextInput
              label={t('seller.rcsCity')}
              description={t('seller.rcsCityHelp')}
              withAsterisk
              {...field('rcsCity')}
            />
            <TextInput label={t('seller.siren')} description={t('seller.sirenHelp')} withAsterisk {...field('siren')} />
            <TextInput
              label={t('seller.siret')}
              description={t('seller.siretHelp')}
              withAsterisk
              {...field('siret')}
            />
            <TextInput
              label={t('seller.vat')}
              description={t('seller.vatHelp')}
              withAsterisk
              {...field('vatNumber')}
            />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('seller.address')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('seller.addressLine1')} withAsterisk {...field('addressLine1')} />
            <TextInput label={t('seller.addressLine2')} {...field('addressLine2')} />
            <TextInput label={t('seller.postalCode')} withAsterisk {...field('postalCode')} />
            <TextInput label={t('seller.city')} withAsterisk {...field('city')} />
            <TextInput label={t('seller.country')} description={t('seller.countryHelp')} withAsterisk {...field('countryCode')} />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('seller.payment')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('seller.iban')}
              description={t('seller.ibanHelp')}
              withAsterisk
              {...field('iban')}
            />
            <TextInput label={t('seller.bic')} description={t('seller.bicHelp')} withAsterisk {...field('bic')} />
            <TextInput
              label={t('seller.terms')}
              description={t('seller.termsHelp')}
              inputMode="numeric"
              withAsterisk
              {...field('paymentTermDays')}
            />
            <TextInput
              label={t('seller.rate')}
              description={t('seller.rateHelp')}
              inputMode="decimal"
              withAsterisk
              {...field('latePaymentRateBp')}
            />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('seller.contactAndLogo')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('finance.email')} type="email" {...field('email')} />
            <TextInput label={t('finance.phone')} {...field('phone')} />
          </SimpleGrid>
          <Group mt="sm" align="center">
            {logo && (
              <Image
                src={`data:${logo.contentType};base64,${logo.base64}`}
                alt={t('seller.logoAlt')}
                h={40}
                w="auto"
                fit="contain"
              />
            )}
            <FileButton
              onChange={(f) => void chooseLogo(f)}
              accept={LOGO_TYPES.join(',')}
              inputProps={{ 'aria-label': t('seller.logoFile') }}
            >
              {(props) => (
                <Button variant="default" size="xs" {...props}>
                  {t(logo ? 'seller.logoChange' : 'seller.logoAdd')}
                </Button>
              )}
            </FileButton>
            {logo && (
              <Button variant="subtle" size="xs" onClick={() => form.setFieldValue('logo', null)}>
                {t('seller.logoRemove')}
              </Button>
            )}
            <Text size="xs" c="dimmed">
              {t('seller.logoHelp', { size: f.fileSize(SELLER_LOGO_MAX_BYTES) })}
            </Text>
          </Group>
          {(logoError ?? logoServerError) && (
            <Text size="sm" c="red" role="alert">
              {logoError ?? logoServerError}
            </Text>
          )}
        </Fieldset>
        <Text size="sm" c="dimmed">
          {t('seller.stepUp')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            {t('finance.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('seller.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
