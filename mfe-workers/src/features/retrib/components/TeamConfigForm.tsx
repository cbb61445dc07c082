import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { FormError, isApiError, notifySuccess, useErrorMessage, useUnsavedChangesGuard } from '@courier/shared';
import { translate, useT } from '../../../i18n';
import { useUpdateTeamConfig } from '../api/updateTeamConfig';
import { teamListQueryOptions } from '../api/getTeamList';
import type { AmountsInEuros, TeamConfig, TeamListRow, UpdateTeamConfigBody } from '../types';
import { centsToEurosInput, eurosToCents, validateEuros } from '../utils/money';
import { AmountFields } from './AmountFields';

const toEuros = (config: TeamConfig | null): AmountsInEuros => ({
  waypoint: config ? centsToEurosInput(config.waypointAmount) : '',
  km: config ? centsToEurosInput(config.kmAmount) : '',
  day: config ? centsToEurosInput(config.dailyAmount) : '',
  extra: config ? centsToEurosInput(config.extra) : '',
});

/** The server's field names mapped onto this form's inputs. */
const FIELD_OF: Record<string, keyof AmountsInEuros> = {
  waypointAmount: 'waypoint',
  kmAmount: 'km',
  dailyAmount: 'day',
  extra: 'extra',
};

/** A team's pay amounts, edited in euros and saved in cents with the configuration's version. */
export function TeamConfigForm({ team }: { team: TeamListRow }) {
  const t = useT();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const mutation = useUpdateTeamConfig(team.id);
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const form = useForm<AmountsInEuros>({
    mode: 'controlled',
    initialValues: toEuros(team.config),
    validate: { waypoint: validateEuros, km: validateEuros, day: validateEuros, extra: validateEuros },
  });
  // Leaving the page (a portal link, closing the tab) with unsaved amounts asks first.
  useUnsavedChangesGuard(form.isDirty(), t('common.leaveUnsaved'));

  const submit = form.onSubmit(async (values) => {
    setError(null);
    setConflict(false);
    const amounts = {
      waypointAmount: eurosToCents(values.waypoint) ?? 0,
      kmAmount: eurosToCents(values.km) ?? 0,
      dailyAmount: eurosToCents(values.day) ?? 0,
      extra: eurosToCents(values.extra) ?? 0,
    };
    const body: UpdateTeamConfigBody = team.config
      ? { id: team.config.id, version: team.config.version, ...amounts }
      : { teamId: team.id, ...amounts };
    try {
      const saved = await mutation.mutateAsync(body);
      form.setValues(toEuros(saved));
      form.resetDirty(toEuros(saved));
      notifySuccess(translate('retrib.config.saved', { team: team.name }));
    } catch (e) {
      if (isApiError(e) && e.status === 409) {
        setConflict(true);
        const teams = await queryClient.fetchQuery({ ...teamListQueryOptions(), staleTime: 0 });
        const fresh = teams.find((t) => t.id === team.id)?.config ?? null;
        form.setValues(toEuros(fresh));
        form.resetDirty(toEuros(fresh));
        return;
      }
      const fields = isApiError(e) ? Object.entries(e.fields) : [];
      if (fields.length > 0) form.setErrors(Object.fromEntries(fields.map(([k, v]) => [FIELD_OF[k] ?? k, v])));
      else setError(errorMessage(e));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('retrib.config.form', { team: team.name })}>
      <Stack gap="sm">
        {!team.config && (
          <Text size="sm" c="dimmed">
            {t('retrib.config.none')}
          </Text>
        )}
        {conflict && (
          <Alert color="orange" variant="light" role="alert" title={t('retrib.config.conflictTitle')}>
            {t('retrib.config.conflict')}
          </Alert>
        )}
        <FormError message={error} />
        <AmountFields form={form} />
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={() => {
              form.reset();
              setError(null);
            }}
            disabled={!form.isDirty() || mutation.isPending}
          >
            {t('retrib.config.cancel')}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {t('retrib.config.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
