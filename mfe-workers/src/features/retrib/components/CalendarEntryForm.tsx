import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { isApiError, notifySuccess, useErrorMessage, useFormat, useUnsavedChangesGuard } from '@courier/shared';
import { translate, useT } from '../../../i18n';
import { useSetCalendar } from '../api/setCalendar';
import type { AmountsInEuros, CalendarEntry, SetCalendarBody, TeamConfig } from '../types';
import { centsToEurosInput, eurosToCents, validateEuros } from '../utils/money';
import { AmountFields } from './AmountFields';

/** The API's refusal of a rate in a closed pay month (`Pay for 2026-02 is closed: reopen it first`). */
const CLOSED_MONTH = /^Pay for \d{4}-\d{2} is closed/;

interface EntryValues extends AmountsInEuros {
  comment: string;
}

const FIELD_OF: Record<string, keyof EntryValues> = {
  priceWaypoint: 'waypoint',
  priceKm: 'km',
  priceDay: 'day',
  extra: 'extra',
  comment: 'comment',
};

function initial(entry: CalendarEntry | undefined, config: TeamConfig | null): EntryValues {
  if (entry)
    return {
      waypoint: centsToEurosInput(entry.priceWaypoint),
      km: centsToEurosInput(entry.priceKm),
      day: centsToEurosInput(entry.priceDay),
      extra: centsToEurosInput(entry.extra),
      comment: entry.comment ?? '',
    };
  // A new override starts from the team's configuration.
  return {
    waypoint: config ? centsToEurosInput(config.waypointAmount) : '',
    km: config ? centsToEurosInput(config.kmAmount) : '',
    day: config ? centsToEurosInput(config.dailyAmount) : '',
    extra: config ? centsToEurosInput(config.extra) : '',
    comment: '',
  };
}

export interface CalendarEntryFormProps {
  teamId: number;
  date: string;
  entry: CalendarEntry | undefined;
  config: TeamConfig | null;
  /** Reloads the month (after a conflict) and gives the date's entry as it is now. */
  onReload: () => Promise<CalendarEntry | undefined>;
}

/** Adds or edits the override of one date; the parent keys it by team and date. */
export function CalendarEntryForm({ teamId, date, entry, config, onReload }: CalendarEntryFormProps) {
  const t = useT();
  const format = useFormat();
  const errorMessage = useErrorMessage();
  const mutation = useSetCalendar(teamId);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<EntryValues>({
    mode: 'controlled',
    initialValues: initial(entry, config),
    validate: {
      waypoint: validateEuros,
      km: validateEuros,
      day: validateEuros,
      extra: validateEuros,
      comment: (v) => (v.trim().length > 500 ? translate('retrib.rule.tooLong', { max: 500 }) : null),
    },
  });
  // Leaving the page (a portal link, closing the tab) with an unsaved override asks first.
  useUnsavedChangesGuard(form.isDirty(), t('common.leaveUnsaved'));

  const submit = form.onSubmit(async (values) => {
    setError(null);
    const amounts = {
      priceWaypoint: eurosToCents(values.waypoint) ?? 0,
      priceKm: eurosToCents(values.km) ?? 0,
      priceDay: eurosToCents(values.day) ?? 0,
      extra: eurosToCents(values.extra) ?? 0,
      comment: values.comment.trim() === '' ? null : values.comment.trim(),
    };
    const body: SetCalendarBody = entry
      ? { id: entry.id, version: entry.version, ...amounts }
      : { teamId, date, ...amounts };
    try {
      await mutation.mutateAsync(body);
      form.resetDirty();
      notifySuccess(translate('retrib.override.saved', { date: format.date(date) }));
    } catch (e) {
      // A closed pay month's rates are frozen: the API's 409 names the month (in English; the
      // error's translation otherwise).
      if (isApiError(e) && e.status === 409 && CLOSED_MONTH.test(e.message)) {
        setError(errorMessage(e));
        return;
      }
      if (isApiError(e) && e.status === 409) {
        setError(t('retrib.override.conflict'));
        const fresh = await onReload();
        form.setValues(initial(fresh, config));
        form.resetDirty(initial(fresh, config));
        return;
      }
      const fields = isApiError(e) ? Object.entries(e.fields) : [];
      if (fields.length > 0) form.setErrors(Object.fromEntries(fields.map(([k, v]) => [FIELD_OF[k] ?? k, v])));
      else setError(errorMessage(e));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('retrib.override.form', { date: format.date(date) })}>
      <Stack gap="sm">
        <Title order={4}>
          {t(entry ? 'retrib.override.editTitle' : 'retrib.override.addTitle', { date: format.longDate(date) })}
        </Title>
        {!entry && (
          <Text size="sm" c="dimmed">
            {t('retrib.override.none')}
          </Text>
        )}
        {error && (
          <Alert color="orange" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <AmountFields form={form} />
        <Textarea label={t('retrib.override.comment')} autosize minRows={1} maxLength={500} {...form.getInputProps('comment')} />
        <Group justify="flex-end">
          <Button type="submit" loading={mutation.isPending}>
            {t(entry ? 'retrib.override.save' : 'retrib.override.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
