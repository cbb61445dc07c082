import { useState } from 'react';
import { Badge, Button, Card, Grid, NavLink, ScrollArea, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import dayjs from 'dayjs';
import { EmptyState, ErrorState, LoadingState, PageLayout } from '@courier/shared';
import { STATEMENTS_ROUTE } from '../../statements';
import { useTeamList } from '../api/getTeamList';
import type { TeamListRow } from '../types';
import { formatCents } from '../utils/money';
import { PayPreviewPanel, type PreviewInputs } from './PayPreviewPanel';
import { ServicesAndOptions } from './ServicesAndOptions';
import { TeamCalendar } from './TeamCalendar';
import { TeamConfigForm } from './TeamConfigForm';

function TeamPanel({ team }: { team: TeamListRow }) {
  const today = dayjs().format('YYYY-MM-DD');
  const [month, setMonth] = useState(today.slice(0, 7));
  const [selected, setSelected] = useState<string | null>(null);
  const [preview, setPreview] = useState<PreviewInputs>({ date: today, waypoints: 20, km: 50 });

  return (
    <Stack gap="md">
      <Card withBorder component="section" aria-labelledby="team-config-title">
        <Title order={3} id="team-config-title" mb="xs">
          Configuration of {team.name}
        </Title>
        <TeamConfigForm team={team} />
      </Card>
      <Card withBorder component="section" aria-labelledby="team-calendar-title">
        <Title order={3} id="team-calendar-title" mb="xs">
          Calendar of overrides
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
  const teams = useTeamList();
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useState('');

  let content;
  if (teams.isPending) content = <LoadingState label="Loading teams…" />;
  else if (teams.isError) content = <ErrorState error={teams.error} onRetry={() => void teams.refetch()} />;
  else if (teams.data.length === 0) content = <EmptyState title="No teams" description="Create teams in Settings first." />;
  else {
    const wanted = Number(params.get('team'));
    const current = teams.data.find((t) => t.id === wanted) ?? teams.data[0];
    const shown = teams.data.filter((t) => t.name.toLowerCase().includes(filter.trim().toLowerCase()));
    content = (
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Card withBorder p="xs" component="nav" aria-label="Teams">
            <TextInput
              label="Find a team"
              size="xs"
              mb="xs"
              value={filter}
              onChange={(e) => setFilter(e.currentTarget.value)}
            />
            <ScrollArea.Autosize mah={640}>
              {shown.length === 0 && <Text size="sm">No team matches.</Text>}
              {shown.map((t) => (
                <NavLink
                  key={t.id}
                  component="button"
                  type="button"
                  active={t.id === current.id}
                  aria-current={t.id === current.id ? 'true' : undefined}
                  label={t.name}
                  description={
                    t.config
                      ? `${formatCents(t.config.dailyAmount)} / day · ${t.workers} workers`
                      : `No configuration · ${t.workers} workers`
                  }
                  rightSection={
                    t.activityStatus === 'inactive' ? (
                      <Badge size="xs" color="gray">
                        inactive
                      </Badge>
                    ) : undefined
                  }
                  onClick={() => setParams({ team: String(t.id) })}
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
      title="Rétributions"
      description="Pay rates per team: configuration, per-date overrides, preview."
      actions={
        <Button component={Link} to={STATEMENTS_ROUTE} variant="light">
          Pay statements
        </Button>
      }
    >
      {content}
      <Card withBorder component="section" aria-labelledby="services-title">
        <Title order={2} size="h3" id="services-title" mb="xs">
          Services and options
        </Title>
        <ServicesAndOptions />
      </Card>
    </PageLayout>
  );
}
