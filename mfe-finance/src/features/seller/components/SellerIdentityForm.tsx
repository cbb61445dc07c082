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
import { useForm } from '@mantine/form';
import {
  FormError,
  SELLER_LOGO_MAX_BYTES,
  StepUpCancelled,
  base64Bytes,
  errorMessage,
  isApiError,
  logoMatchesType,
  notifySuccess,
  useStepUpGuard,
} from '@courier/shared';
import { useUpdateSeller, type SellerAnswer } from '../api';
import { formErrorsOf, toForm, toIdentity, validateSeller, type SellerForm } from '../utils/form';

const LOGO_TYPES = ['image/png', 'image/jpeg'] as const;

/** A file's content as base64 (without the data URL's prefix). */
function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
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
  const { guard, modal } = useStepUpGuard();
  const save = useUpdateSeller(guard);
  const [error, setError] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [logoError, setLogoError] = useState<string | null>(null);
  const form = useForm<SellerForm>({
    mode: 'controlled',
    initialValues: toForm(saved.seller),
    validate: (values) => validateSeller(values),
  });

  const chooseLogo = async (file: File | null) => {
    setLogoError(null);
    if (!file) return;
    const contentType = LOGO_TYPES.find((t) => t === file.type);
    if (!contentType) return setLogoError('A PNG or JPEG file');
    const base64 = await readBase64(file);
    if (base64Bytes(base64) > SELLER_LOGO_MAX_BYTES)
      return setLogoError(`At most ${SELLER_LOGO_MAX_BYTES / 1024} KB`);
    if (!logoMatchesType(contentType, base64))
      return setLogoError(`Not a ${contentType === 'image/png' ? 'PNG' : 'JPEG'} file`);
    form.setFieldValue('logo', { contentType, base64 });
  };

  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      await save.mutateAsync({ ...toIdentity(values), version: saved.version });
      notifySuccess('Seller identity saved.');
      onDone();
    } catch (e) {
      if (isApiError(e) && e.status === 409) {
        setStale(true);
        setError(e.message);
      } else if (e instanceof StepUpCancelled) setError(e.message);
      else if (isApiError(e) && Object.keys(e.fields).length > 0) form.setErrors(formErrorsOf(e.fields));
      else setError(errorMessage(e));
    }
  });

  const reload = async () => {
    setError(null);
    setStale(false);
    const next = await onReload();
    const answer = (next as { data?: SellerAnswer } | undefined)?.data;
    if (answer) form.setValues(toForm(answer.seller));
  };

  const field = (name: keyof SellerForm) => ({ key: form.key(name), ...form.getInputProps(name) });
  const logo = form.getValues().logo;
  return (
    <form onSubmit={submit} noValidate aria-label="Seller identity">
      {modal}
      <Stack gap="md" maw={820}>
        {stale ? (
          <Alert color="orange" variant="light" role="alert" title="Changed by someone else">
            <Stack gap="xs">
              <Text size="sm">{error}</Text>
              <Group>
                <Button size="xs" variant="light" onClick={() => void reload()}>
                  Reload the seller identity (your changes are lost)
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : (
          <FormError message={error} />
        )}
        <Fieldset legend="Company">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Legal name" withAsterisk {...field('legalName')} />
            <TextInput label="Legal form" description="SAS, SARL, SA…" withAsterisk {...field('legalForm')} />
            <TextInput
              label="Share capital (€)"
              inputMode="decimal"
              withAsterisk
              {...field('shareCapital')}
            />
            <TextInput
              label="RCS city"
              description="The trade register: RCS Paris"
              withAsterisk
              {...field('rcsCity')}
            />
            <TextInput label="SIREN" description="9 digits" withAsterisk {...field('siren')} />
            <TextInput
              label="SIRET"
              description="14 digits, starting with the SIREN"
              withAsterisk
              {...field('siret')}
            />
            <TextInput
              label="VAT number"
              description="FR, a two-digit key and the SIREN"
              withAsterisk
              {...field('vatNumber')}
            />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="Address">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Address" withAsterisk {...field('addressLine1')} />
            <TextInput label="Address (second line)" {...field('addressLine2')} />
            <TextInput label="Postal code" withAsterisk {...field('postalCode')} />
            <TextInput label="City" withAsterisk {...field('city')} />
            <TextInput label="Country" description="Two letters: FR" withAsterisk {...field('countryCode')} />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="Payment">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="IBAN"
              description="Where clients pay the invoices"
              withAsterisk
              {...field('iban')}
            />
            <TextInput label="BIC" description="8 or 11 characters" withAsterisk {...field('bic')} />
            <TextInput
              label="Payment terms (days)"
              description="Due this many days after issue (at most 60)"
              inputMode="numeric"
              withAsterisk
              {...field('paymentTermDays')}
            />
            <TextInput
              label="Late-payment rate (% a year)"
              description="At least three times the legal interest rate"
              inputMode="decimal"
              withAsterisk
              {...field('latePaymentRate')}
            />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="Contact and logo">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Email" type="email" {...field('email')} />
            <TextInput label="Phone" {...field('phone')} />
          </SimpleGrid>
          <Group mt="sm" align="center">
            {logo && (
              <Image
                src={`data:${logo.contentType};base64,${logo.base64}`}
                alt="Seller logo"
                h={40}
                w="auto"
                fit="contain"
              />
            )}
            <FileButton
              onChange={(f) => void chooseLogo(f)}
              accept={LOGO_TYPES.join(',')}
              inputProps={{ 'aria-label': 'Logo file' }}
            >
              {(props) => (
                <Button variant="default" size="xs" {...props}>
                  {logo ? 'Change the logo' : 'Add a logo'}
                </Button>
              )}
            </FileButton>
            {logo && (
              <Button variant="subtle" size="xs" onClick={() => form.setFieldValue('logo', null)}>
                Remove the logo
              </Button>
            )}
            <Text size="xs" c="dimmed">
              PNG or JPEG, at most {SELLER_LOGO_MAX_BYTES / 1024} KB (optional)
            </Text>
          </Group>
          {logoError && (
            <Text size="sm" c="red" role="alert">
              {logoError}
            </Text>
          )}
        </Fieldset>
        <Text size="sm" c="dimmed">
          Saving asks for a fresh code of your authenticator app: this identity, and the IBAN clients pay to,
          is on every invoice.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save the seller identity
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
