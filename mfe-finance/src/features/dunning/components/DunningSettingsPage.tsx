import { useState } from 'react';
import { Alert, Button, Code, Fieldset, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  ConfirmDialog,
  ErrorState,
  FormError,
  LoadingState,
  PageLayout,
  StepUpCancelled,
  api,
  isApiError,
  notifySuccess,
  useContractForm,
  useFormat,
  useStepUpGuard,
  useUnsavedChangesGuard,
} from '@courier/shared';
import { useT } from '../../../i18n';
import { useDunningSettings, type DunningSettings } from '../api/getDunningSettings';
import { useUpdateDunningSettings } from '../api/updateDunningSettings';
import {
  LANGUAGES,
  LEVELS,
  checkDunning,
  dunningMessages,
  eurosToCents,
  previewTemplate,
  toBody,
  toForm,
  type DunningForm,
} from '../utils/form';


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
  const t = useT();
  const [preview, setPreview] = useState(false);
  const field = level.templates[language.code];
  const names = { level: t(`dunning.level.${level.key}`), language: t(`dunning.language.${language.code}`) };
  const id = `preview-${level.key}-${language.code}`;
  return (
    <Stack gap={4}>
      <Textarea
        label={t('dunning.template.label', names)}
        description={t('dunning.template.help', names)}
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
          {t(preview ? 'dunning.template.hide' : 'dunning.template.show', names)}
        </Button>
      </Group>
      {preview && (
        <Code block id={id} role="region" aria-label={t('dunning.template.previewOf', names)} lang={language.code}>
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
  const t = useT();
  return (
    <Fieldset legend={t(`finance.level.${level.number}`)}>
      <Stack gap="sm">
        <TextInput
          label={t('dunning.days.label')}
          description={t('dunning.days.help', { level: t(`dunning.level.${level.key}`) })}
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
  const t = useT();
  const f = useFormat();
  const { guard, modal } = useStepUpGuard();
  const save = useUpdateDunningSettings(guard);
  const [stale, setStale] = useState(false);
  // The step-up's own words (a cancelled code), which the generic error message would not keep.
  const [cancelled, setCancelled] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<DunningForm | null>(null);
  const { form, formProps, problem, dirty } = useContractForm(api.finance.updateSettings.body!, toForm(saved), {
    toBody: (values: DunningForm) => toBody(values, saved),
    check: (values) => checkDunning(values, t),
    messages: dunningMessages(t),
    onSubmit: async (body) => {
      setCancelled(null);
      try {
        // On success the saved settings replace the read ones: the form starts again from them.
        await save.mutateAsync(body);
      } catch (e) {
        if (isApiError(e) && e.status === 409) setStale(true);
        if (e instanceof StepUpCancelled) setCancelled(e.message);
        throw e;
      }
      notifySuccess(t('dunning.saved'));
    },
  });
  const error = cancelled ?? problem;
  // Leaving the page (a link, the navbar, closing the tab) with changes typed asks first.
  useUnsavedChangesGuard(dirty, t('finance.leaveUnsaved'));

  // A new threshold is confirmed first; the confirmation sends the form (checked again).
  const submit = form.onSubmit((values) => {
    if (eurosToCents(values.recoveryThreshold) !== saved.recoveryThreshold) setConfirming(values);
    else formProps.onSubmit();
  });

  const reload = async () => {
    setCancelled(null);
    setStale(false);
    await onReload();
  };

  const newThreshold = confirming ? eurosToCents(confirming.recoveryThreshold) : null;
  return (
    <form onSubmit={submit} noValidate aria-label={t('dunning.form')}>
      {modal}
      <Stack gap="md" maw={760}>
        {stale ? (
          <Alert color="orange" variant="light" role="alert" title={t('finance.stale.title')}>
            <Stack gap="xs">
              <Text size="sm">{error}</Text>
              <Group>
                <Button size="xs" variant="light" onClick={() => void reload()}>
                  {t('dunning.reload')}
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
        <Fieldset legend={t('dunning.recovery')}>
          <TextInput
            label={t('dunning.threshold.label')}
            description={t('dunning.threshold.help')}
            inputMode="decimal"
            withAsterisk
            w={260}
            key={form.key('recoveryThreshold')}
            {...form.getInputProps('recoveryThreshold')}
          />
        </Fieldset>
        <Text size="sm" c="dimmed">
          {t('dunning.note')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => form.reset()} disabled={!dirty || save.isPending}>
            {t('dunning.undo')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('dunning.save')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('dunning.confirm.title')}
        confirmLabel={t('dunning.confirm.button')}
        onConfirm={() => {
          setConfirming(null);
          formProps.onSubmit();
        }}
      >
        <Text size="sm">
          {t('dunning.confirm.text', {
            from: f.money(saved.recoveryThreshold),
            to: newThreshold === null ? '?' : f.money(newThreshold),
          })}
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
  const t = useT();
  const f = useFormat();
  const settings = useDunningSettings();
  let content;
  if (settings.isPending) content = <LoadingState label={t('dunning.loading')} />;
  else if (settings.isError)
    content = (
      <ErrorState
        title={t('dunning.loadError')}
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
      title={t('dunning.title')}
      description={
        settings.data
          ? t('dunning.descriptionNow', {
              first: settings.data.firstReminderDays,
              second: settings.data.secondReminderDays,
              formal: settings.data.formalNoticeDays,
              threshold: f.money(settings.data.recoveryThreshold),
            })
          : t('dunning.description')
      }
    >
      {content}
    </PageLayout>
  );
}

