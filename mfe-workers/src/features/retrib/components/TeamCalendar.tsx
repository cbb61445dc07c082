import { Alert, Grid, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { ErrorState, LoadingState, useErrorMessage } from '@courier/shared';
import { useT } from '../../../i18n';
import { calendarQueryOptions, useCalendar } from '../api/getCalendar';
import type { TeamConfig } from '../types';
import { CalendarEntryForm } from './CalendarEntryForm';
import { MonthCalendar } from './MonthCalendar';

export interface TeamCalendarProps {
  teamId: number;
  config: TeamConfig | null;
  month: string;
  selected: string | null;
  onMonthChange: (month: string) => void;
  onSelect: (date: string) => void;
}

/** The month of per-date overrides of a team, and the form of the selected date. */
export function TeamCalendar({ teamId, config, month, selected, onMonthChange, onSelect }: TeamCalendarProps) {
  const t = useT();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const calendar = useCalendar(teamId, month);
  if (calendar.isPending) return <LoadingState label={t('retrib.calendar.loading')} />;
  if (calendar.isError && !calendar.data)
    return <ErrorState error={calendar.error} onRetry={() => void calendar.refetch()} />;
  const entries = calendar.data.entries;
  const entry = selected ? entries.find((e) => e.date === selected) : undefined;
  const inMonth = selected?.startsWith(month) ?? false;

  const reload = async () => {
    const fresh = await queryClient.fetchQuery({ ...calendarQueryOptions(teamId, month), staleTime: 0 });
    return fresh.entries.find((e) => e.date === selected);
  };

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 6 }}>
        {calendar.isError && (
          <Alert color="red" variant="light" role="alert" mb="xs">
            {errorMessage(calendar.error)}
          </Alert>
        )}
        <MonthCalendar
          month={month}
          entries={entries}
          selected={selected}
          onSelect={onSelect}
          onMonthChange={onMonthChange}
        />
        <Text size="xs" c="dimmed" mt="xs">
          {entries.length === 0
            ? t('retrib.calendar.none')
            : t('retrib.calendar.count', { count: entries.length })}
        </Text>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        {selected && inMonth ? (
          <CalendarEntryForm
            key={`${teamId}-${selected}`}
            teamId={teamId}
            date={selected}
            entry={entry}
            config={config}
            onReload={reload}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('retrib.calendar.pick')}
          </Text>
        )}
      </Grid.Col>
    </Grid>
  );
}
