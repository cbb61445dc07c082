import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  FormError,
  MAX_DAY_RATE_CENTS,
  MAX_UNIT_RATE_CENTS,
  api,
  isApiError,
  notifySuccess,
  useContractForm,
  useUnsavedChangesGuard,
} from '@courier/shared';
import { translate, useT } from '../../../i18n';
import { useUpdateTeamConfig } from '../api/updateTeamConfig';
import { teamListQueryOptions } from '../api/getTeamList';
import type { TeamConfig, TeamListRow } from '../types';
import { centsToEurosInput, eurosToCents, validateEuros } from '../utils/money';
import { AmountFields } from './AmountFields';

/** The amounts as typed in euros, under the call's names (its errors land on them). */
type ConfigValues = { waypointAmount: string; kmAmount: string; dailyAmount: string; extra: string };

const NAMES = { waypoint: 'waypointAmount', km: 'kmAmount', day: 'dailyAmount', extra: 'extra' } as const;

const toEuros = (config: TeamConfig | null): ConfigValues => ({
  waypointAmount: config ? centsToEurosInput(config.waypointAmount) : '',
  kmAmount: config ? centsToEurosInput(config.kmAmount) : '',
  dailyAmount: config ? centsToEurosInput(config.dailyAmount) : '',
  extra: config ? centsToEurosInput(config.extra) : '',
});

const cents = (euros: string) => eurosToCents(euros) ?? NaN;

/** A team's pay amounts, edited in euros and saved in cents with the configuration's version. */
export function TeamConfigForm({ team }: { team: TeamListRow }) {
  const t = useT();
  const queryClient = useQueryClient();
  const mutation = useUpdateTeamConfig(team.id);
  const [conflict, setConflict] = useState(false);
  // Cancel puts the saved amounts back and clears the last refusal with them.
  const [cancelled, setCancelled] = useState(false);
  const { form, formProps, problem, dirty } = useContractForm(api.retrib.updateTeamConfig.body!, toEuros(team.config), {
    toBody: (values: ConfigValues) => ({
      ...(team.config ? { id: team.config.id, version: team.config.version } : { teamId: team.id }),
      waypointAmount: cents(values.waypointAmount),
      kmAmount: cents(values.kmAmount),
      dailyAmount: cents(values.dailyAmount),
      extra: cents(values.extra),
    }),
    // The amounts as typed (the contract sees only NaN) and its limits said in euros.
    check: (values) => ({
      waypointAmount: validateEuros(values.waypointAmount, MAX_UNIT_RATE_CENTS),
      kmAmount: validateEuros(values.kmAmount, MAX_UNIT_RATE_CENTS),
      dailyAmount: validateEuros(values.dailyAmount, MAX_DAY_RATE_CENTS),
      extra: validateEuros(values.extra, MAX_DAY_RATE_CENTS),
    }),
    onSubmit: async (body) => {
      setConflict(false);
      setCancelled(false);
      try {
        await mutation.mutateAsync(body);
      } catch (e) {
        if (isApiError(e) && e.status === 409) {
          setConflict(true);
          const teams = await queryClient.fetchQuery({ ...teamListQueryOptions(), staleTime: 0 });
          const fresh = toEuros(teams.find((t) => t.id === team.id)?.config ?? null);
          form.setValues(fresh);
          form.resetDirty(fresh);
        }
        throw e;
      }
      notifySuccess(translate('retrib.config.saved', { team: team.name }));
    },
  });
  // Leaving the page (a portal link, closing the tab) with unsaved amounts asks first.
  useUnsavedChangesGuard(dirty, t('common.leaveUnsaved'));

  return (
    <form {...formProps} aria-label={t('retrib.config.form', { team: team.name })}>
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
        {/* A conflict is said above, in the area's words. */}
        <FormError message={conflict || cancelled ? null : problem} />
        <AmountFields form={form} names={NAMES} />
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={() => {
              form.reset();
              setCancelled(true);
            }}
            disabled={!dirty || mutation.isPending}
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
