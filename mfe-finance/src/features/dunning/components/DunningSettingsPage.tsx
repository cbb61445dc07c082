import { useState } from 'react';
import { Alert, Button, Code, Fieldset, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import {
  ConfirmDialog,
  ErrorState,
  FormError,
  LoadingState,
  PageLayout,
  StepUpCancelled,
  applyApiErrors,
  isApiError,
  notifySuccess,
  useStepUpGuard,
} from '@courier/shared';
import { useDunningSettings, type DunningSettings } from '../api/getDunningSettings';
import { useUpdateDunningSettings } from '../api/updateDunningSettings';
import {
  LANGUAGES,
  LEVELS,
  centsToEuros,
  eurosToCents,
  previewTemplate,
  toBody,
  toForm,
  validateDunning,
  type DunningForm,
} from '../utils/form';

const euros = (cents: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(cents / 100);

/** One language's text of a level: the template and its preview with an example. */
function TemplateText({
  level,
  language,
  form,
}: {
  level: (typeof LEVELS)[number];
  language: (typeof LANGUAGES)[number];
  form: UseFormReturnType<DunningForm>;
}) {
  const [preview, setPreview] = useState(false);
  const field = level.templates[language.code];
  const name = `${level.label.toLowerCase()} in ${language.label}`;
  const id = `preview-${level.key}-${language.code}`;
  return (
    <Stack gap={4}>
      <Textarea
        label={`Text of the ${level.label.toLowerCase()} mail in ${language.label}`}
        description={`For clients invoiced in ${language.label}. {client} is the client's name, {invoices} the invoices due (required), {total} what the mail asks for`}
        withAsterisk
        autosize
        minRows={6}
        maxRows={16}
        lang={language.code}
        key={form.key(field)}
        {...form.getInputProps(field)}
      />
      <Group>
        <Button
          variant="subtle"
          size="xs"
          onClick={() => setPreview((p) => !p)}
          aria-expanded={preview}
          aria-controls={id}
        >
          {preview ? `Hide the ${language.label} preview` : `Preview the ${language.label} text with an example`}
        </Button>
      </Group>
      {preview && (
        <Code block id={id} role="region" aria-label={`Preview of the ${name}`} lang={language.code}>
          {previewTemplate(form.getValues()[field], language.code, level)}
        </Code>
      )}
    </Stack>
  );
}

/** One level: its days after the due date and the text of its mail in each language, with a preview. */
function LevelFields({
  level,
  form,
}: {
  level: (typeof LEVELS)[number];
  form: UseFormReturnType<DunningForm>;
}) {
  return (
    <Fieldset legend={level.label}>
      <Stack gap="sm">
        <TextInput
          label="Days after the due date"
          description={`The ${level.label.toLowerCase()} is due once an invoice is this many days overdue`}
          inputMode="numeric"
          withAsterisk
          w={260}
          key={form.key(level.days)}
          {...form.getInputProps(level.days)}
        />
        {LANGUAGES.map((language) => (
          <TemplateText key={language.code} level={level} language={language} form={form} />
        ))}
      </Stack>
    </Fieldset>
  );
}

/** The form, once the settings are read: save (with a confirmation when the threshold moves), undo, reload. */
function DunningSettingsForm({ saved, onReload }: { saved: DunningSettings; onReload: () => Promise<unknown> }) {
  const { guard, modal } = useStepUpGuard();
  const save = useUpdateDunningSettings(guard);
  const [error, setError] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [confirming, setConfirming] = useState<DunningForm | null>(null);
  const form: UseFormReturnType<DunningForm> = useForm<DunningForm>({
    mode: 'controlled',
    initialValues: toForm(saved),
    validate: (values) => validateDunning(values),
  });

  const send = async (values: DunningForm) => {
    setError(null);
    try {
      // On success the saved settings replace the read ones: the form starts again from them.
      await save.mutateAsync(toBody(values, saved));
      notifySuccess('Dunning settings saved.');
    } catch (e) {
      if (isApiError(e) && e.status === 409) {
        setStale(true);
        setError(e.message);
      } else if (e instanceof StepUpCancelled) setError(e.message);
      else setError(applyApiErrors(form, e));
    }
  };

  const submit = form.onSubmit((values) => {
    if (eurosToCents(values.recoveryThreshold) !== saved.recoveryThreshold) setConfirming(values);
    else void send(values);
  });

  const reload = async () => {
    setError(null);
    setStale(false);
    await onReload();
  };

  const newThreshold = confirming ? eurosToCents(confirming.recoveryThreshold) : null;
  return (
    <form onSubmit={submit} noValidate aria-label="Dunning settings">
      {modal}
      <Stack gap="md" maw={760}>
        {stale ? (
          <Alert color="orange" variant="light" role="alert" title="Changed by someone else">
            <Stack gap="xs">
              <Text size="sm">{error}</Text>
              <Group>
                <Button size="xs" variant="light" onClick={() => void reload()}>
                  Reload the settings (your changes are lost)
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : (
          <FormError message={error} />
        )}
        {LEVELS.map((level) => (
          <LevelFields key={level.key} level={level} form={form} />
        ))}
        <Fieldset legend="Recovery">
          <TextInput
            label="Recovery threshold (€)"
            description="A client whose overdue amount is greater than this is put in recovery: planning refuses its new shifts"
            inputMode="decimal"
            withAsterisk
            w={260}
            key={form.key('recoveryThreshold')}
            {...form.getInputProps('recoveryThreshold')}
          />
        </Fieldset>
        <Text size="sm" c="dimmed">
          Each client gets its reminders in its invoicing language (French by default for a French address), with
          that language&apos;s amounts and dates. Saving asks for a fresh code of your authenticator app: the texts
          are what every client in arrears reads in the company&apos;s name, and the threshold decides whose shifts
          planning refuses.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => form.reset()} disabled={!form.isDirty() || save.isPending}>
            Undo my changes
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title="Change the recovery threshold?"
        confirmLabel="Change the threshold"
        onConfirm={() => {
          const values = confirming;
          setConfirming(null);
          if (values) void send(values);
        }}
      >
        <Text size="sm">
          From {euros(saved.recoveryThreshold)} to {newThreshold === null ? '?' : euros(newThreshold)}. Every client
          is checked again at once: those whose overdue amount is greater than the new threshold are put in recovery
          (planning refuses their new shifts). A higher threshold lifts no block: clients already in recovery stay
          there until their debt falls under the threshold that put them there, or a finance user lifts the block.
        </Text>
      </ConfirmDialog>
    </form>
  );
}

/**
 * The dunning settings (`/finance/recovery/dunning`): for each reminder level, the days after the due date
 * and the text of its mail in French and in English; the recovery threshold. Loading, error (Retry) and stale (Reload)
 * states; a step-up when a text changes.
 */
export function DunningSettingsPage() {
  const settings = useDunningSettings();
  let content;
  if (settings.isPending) content = <LoadingState label="Loading the dunning settings…" />;
  else if (settings.isError)
    content = (
      <ErrorState
        title="The dunning settings could not be loaded"
        error={settings.error}
        onRetry={() => void settings.refetch()}
      />
    );
  else
    content = (
      <DunningSettingsForm
        key={settings.data.version}
        saved={settings.data}
        onReload={() => settings.refetch()}
      />
    );
  return (
    <PageLayout
      title="Dunning settings"
      description={`When each reminder of an overdue invoice is due, what its mail says in French and in English, and from what overdue amount a client is put in recovery.${
        settings.data ? ` Now: reminders at ${settings.data.firstReminderDays}, ${settings.data.secondReminderDays} and ${settings.data.formalNoticeDays} days, threshold ${centsToEuros(settings.data.recoveryThreshold)} €.` : ''
      }`}
    >
      {content}
    </PageLayout>
  );
}

