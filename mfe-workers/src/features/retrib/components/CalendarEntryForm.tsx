import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import {
  MAX_DAY_RATE_CENTS,
  MAX_UNIT_RATE_CENTS,
  api,
  isApiError,
  notifySuccess,
  useContractForm,
  useFormat,
  useUnsavedChangesGuard,
} from '@courier/shared';
import { translate, useT } from '../../../i18n';
import { useSetCalendar } from '../api/setCalendar';
import type { CalendarEntry, TeamConfig } from '../types';
import { centsToEurosInput, eurosToCents, validateEuros } from '../utils/money';
import { AmountFields } from './AmountFields';

/** The API's refusal of a rate in a closed pay month (`Pay for 2026-02 is closed: reopen it first`). */
const CLOSED_MONTH = /^Pay for \d{4}-\d{2} is closed/;

/** The amounts as typed in euros and the comment, under the call's names (its errors land on them). */
interface EntryValues {
  priceWaypoint: string;
  priceKm: string;
  priceDay: string;
  extra: string;
  comment: string;
}

const NAMES = { waypoint: 'priceWaypoint', km: 'priceKm', day: 'priceDay', extra: 'extra' } as const;
const COMMENT_MAX = 500;

function initial(entry: CalendarEntry | undefined, config: TeamConfig | null): EntryValues {
  if (entry)
    return {
      priceWaypoint: centsToEurosInput(entry.priceWaypoint),
      priceKm: centsToEurosInput(entry.priceKm),
      priceDay: centsToEurosInput(entry.priceDay),
      extra: centsToEurosInput(entry.extra),
      comment: entry.comment ?? '',
    };
  // A new override starts from the team's configuration.
  return {
    priceWaypoint: config ? centsToEurosInput(config.waypointAmount) : '',
    priceKm: config ? centsToEurosInput(config.kmAmount) : '',
    priceDay: config ? centsToEurosInput(config.dailyAmount) : '',
    extra: config ? centsToEurosInput(config.extra) : '',
    comment: '',
  };
}

const cents = (euros: string) => eurosToCents(euros) ?? NaN;

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
  const mutation = useSetCalendar(teamId);
  const [conflict, setConflict] = useState(false);
  const { form, formProps, problem, dirty } = useContractForm(api.retrib.setCalendar.body!, initial(entry, config), {
    toBody: (values: EntryValues) => ({
      ...(entry ? { id: entry.id, version: entry.version } : { teamId, date }),
      priceWaypoint: cents(values.priceWaypoint),
      priceKm: cents(values.priceKm),
      priceDay: cents(values.priceDay),
      extra: cents(values.extra),
      comment: values.comment.trim() === '' ? null : values.comment,
    }),
    // The amounts as typed (the contract sees only NaN) and its limits said in euros.
    check: (values) => ({
      priceWaypoint: validateEuros(values.priceWaypoint, MAX_UNIT_RATE_CENTS),
      priceKm: validateEuros(values.priceKm, MAX_UNIT_RATE_CENTS),
      priceDay: validateEuros(values.priceDay, MAX_DAY_RATE_CENTS),
      extra: validateEuros(values.extra, MAX_DAY_RATE_CENTS),
    }),
    onSubmit: async (body) => {
      setConflict(false);
      try {
        await mutation.mutateAsync(body);
      } catch (e) {
        // A closed pay month's rates are frozen: the API's 409 names the month (in English; the
        // error's translation otherwise), said as the form's problem. Any other 409 is a stale version.
        if (isApiError(e) && e.status === 409 && !CLOSED_MONTH.test(e.message)) {
          setConflict(true);
          const fresh = initial(await onReload(), config);
          form.setValues(fresh);
          form.resetDirty(fresh);
        }
        throw e;
      }
      notifySuccess(translate('retrib.override.saved', { date: format.date(date) }));
    },
  });
  const error = conflict ? t('retrib.override.conflict') : problem;
  // Leaving the page (a portal link, closing the tab) with an unsaved override asks first.
  useUnsavedChangesGuard(dirty, t('common.leaveUnsaved'));

  return (
    <form {...formProps} aria-label={t('retrib.override.form', { date: format.date(date) })}>
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
        <AmountFields form={form} names={NAMES} />
        <Textarea label={t('retrib.override.comment')} autosize minRows={1} maxLength={COMMENT_MAX} {...form.getInputProps('comment')} />
        <Group justify="flex-end">
          <Button type="submit" loading={mutation.isPending}>
            {t(entry ? 'retrib.override.save' : 'retrib.override.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
