import { useState } from 'react';
import { Badge, Button, Card, Grid, NavLink, ScrollArea, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingState, PageLayout, todayInParis, useFormat, useAddressParams } from '@courier/shared';
import { useT } from '../../../i18n';
import { STATEMENTS_ROUTE } from '../../statements';
import { useTeamList } from '../api/getTeamList';
import type { TeamListRow } from '../types';
import { PayPreviewPanel, type PreviewInputs } from './PayPreviewPanel';
import { ServicesAndOptions } from './ServicesAndOptions';
import { TeamCalendar } from './TeamCalendar';
import { TeamConfigForm } from './TeamConfigForm';

function TeamPanel({ team }: { team: TeamListRow }) {
  const t = useT();
  const today = todayInParis();
  const [month, setMonth] = useState(today.slice(0, 7));
  const [selected, setSelected] = useState<string | null>(null);
  const [preview, setPreview] = useState<PreviewInputs>({ date: today, waypoints: 20, km: 50 });

  return (
    <Stack gap="md">
      <Card withBorder component="section" aria-labelledby="team-config-title">
        <Title order={3} id="team-config-title" mb="xs">
          {t('retrib.configOf', { team: team.name })}
        </Title>
        <TeamConfigForm team={team} />
      </Card>
      <Card withBorder component="section" aria-labelledby="team-calendar-title">
        <Title order={3} id="team-calendar-title" mb="xs">
          {t('retrib.calendarTitle')}
        </Title>
        <TeamCalendar
          teamId={team.id}
          config={team.config}
          month={month}
          selected={selected}
          onMonthChange={setMonth}
          onSelect={(date) => {
            setSelected(date);
            setPreview((p) => ({ ...p, date }));
          }}
        />
      </Card>
      <Card withBorder>
        <PayPreviewPanel teamId={team.id} inputs={preview} onChange={setPreview} />
      </Card>
    </Stack>
  );
}

/** /retrib: pay rules per team (configuration, calendar of overrides, preview), services and options. */
export function RetribPage() {
  const t = useT();
  const format = useFormat();
  const teams = useTeamList();
  const [params, setParams] = useAddressParams();
  const [filter, setFilter] = useState('');

  let content;
  if (teams.isPending) content = <LoadingState label={t('retrib.loadingTeams')} />;
  else if (teams.isError) content = <ErrorState error={teams.error} onRetry={() => void teams.refetch()} />;
  else if (teams.data.length === 0) content = <EmptyState title={t('retrib.noTeams')} description={t('retrib.noTeamsHint')} />;
  else {
    const wanted = Number(params.get('team'));
    const current = teams.data.find((team) => team.id === wanted) ?? teams.data[0];
    const shown = teams.data.filter((team) => team.name.toLowerCase().includes(filter.trim().toLowerCase()));
    content = (
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Card withBorder p="xs" component="nav" aria-label={t('retrib.teams')}>
            <TextInput
              label={t('retrib.findTeam')}
              size="xs"
              mb="xs"
              value={filter}
              onChange={(e) => setFilter(e.currentTarget.value)}
            />
            <ScrollArea.Autosize mah={640}>
              {shown.length === 0 && <Text size="sm">{t('retrib.noTeamMatches')}</Text>}
              {shown.map((team) => (
                <NavLink
                  key={team.id}
                  component="button"
                  type="button"
                  active={team.id === current.id}
                  aria-current={team.id === current.id ? 'true' : undefined}
                  label={team.name}
                  description={
                    team.config
                      ? t('retrib.teamSummary', { amount: format.money(team.config.dailyAmount), workers: team.workers })
                      : t('retrib.teamNoConfig', { workers: team.workers })
                  }
                  rightSection={
                    team.activityStatus === 'inactive' ? (
                      <Badge size="xs" color="gray">
                        {t('retrib.inactive')}
                      </Badge>
                    ) : undefined
                  }
                  onClick={() => setParams({ team: String(team.id) })}
                />
              ))}
            </ScrollArea.Autosize>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <TeamPanel key={current.id} team={current} />
        </Grid.Col>
      </Grid>
    );
  }

  return (
    <PageLayout
      title={t('retrib.title')}
      description={t('retrib.description')}
      actions={
        <Button component={Link} to={STATEMENTS_ROUTE} variant="light">
          {t('retrib.statements')}
        </Button>
      }
    >
      {content}
      <Card withBorder component="section" aria-labelledby="services-title">
        <Title order={2} size="h3" id="services-title" mb="xs">
          {t('retrib.services')}
        </Title>
        <ServicesAndOptions />
      </Card>
    </PageLayout>
  );
}
