import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Divider,
  Drawer,
  Group,
  NumberInput,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { ErrorState, LoadingState, errorMessage, isApiError, notifySuccess } from '@courier/shared';
import {
  useAddMission,
  useClientsShiftable,
  useCreateShift,
  useDeleteMission,
  useDeleteShift,
  useShift,
  useShiftTypes,
  useSwitchUnproductive,
  useUpdateMission,
  useUpdateShift,
  type CreateShiftBody,
} from '../api';
import type { BoardWorker, PanelTarget } from '../types';
import { dayLabel } from '../utils/week';
import { WorkerTimes } from './WorkerTimes';

interface MissionDraft {
  name: string;
  waypoints: number;
  km: number;
}

export interface ShiftPanelProps {
  target: PanelTarget | null;
  workers: BoardWorker[];
  onClose: () => void;
  /** After a creation: the panel shows the new shift. */
  onCreated: (shiftId: number) => void;
}

/**
 * The side panel: plan a shift with its missions, or edit one (missions, unproductive, delete,
 * worker times); or a worker's times of a date, with or without a shift.
 */
export function ShiftPanel({ target, workers, onClose, onCreated }: ShiftPanelProps) {
  const title = target?.kind === 'new' ? 'New shift' : target?.kind === 'times' ? 'Worker times' : 'Shift';
  return (
    <Drawer
      opened={target !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={
        <Title order={2} size="h3">
          {title}
        </Title>
      }
    >
      {target?.kind === 'new' && (
        <NewShiftForm
          key={`${target.workerId}|${target.date}`}
          target={target}
          workers={workers}
          onCreated={onCreated}
        />
      )}
      {target?.kind === 'shift' && (
        <ExistingShift key={target.shiftId} shiftId={target.shiftId} onDeleted={onClose} />
      )}
      {target?.kind === 'times' && (
        <DayTimes key={`${target.workerId}|${target.date}`} target={target} workers={workers} />
      )}
    </Drawer>
  );
}

function ShiftFields({
  clientId,
  setClientId,
  typeId,
  setTypeId,
  start,
  setStart,
  end,
  setEnd,
  comment,
  setComment,
  errors,
}: {
  clientId: string | null;
  setClientId: (v: string | null) => void;
  typeId: string | null;
  setTypeId: (v: string | null) => void;
  start: string;
  setStart: (v: string) => void;
  end: string;
  setEnd: (v: string) => void;
  comment: string;
  setComment: (v: string) => void;
  errors: Record<string, string>;
}) {
  const clients = useClientsShiftable({});
  const types = useShiftTypes({});
  return (
    <>
      <Select
        label="Client"
        required
        searchable
        placeholder={clients.isPending ? 'Loading clients…' : 'Choose a client'}
        data={(clients.data ?? []).map((c) => ({
          value: String(c.id),
          label: `${c.name} (${c.businessCode})`,
        }))}
        value={clientId}
        onChange={setClientId}
        error={errors.clientId}
        limit={100}
      />
      <Select
        label="Shift type"
        clearable
        data={(types.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
        value={typeId}
        onChange={setTypeId}
        error={errors.shiftTypeId}
      />
      <Group grow>
        <TextInput
          label="Start"
          type="time"
          required
          value={start}
          onChange={(e) => setStart(e.currentTarget.value)}
          error={errors.startTime}
        />
        <TextInput
          label="End"
          type="time"
          required
          value={end}
          onChange={(e) => setEnd(e.currentTarget.value)}
          error={errors.endTime}
        />
      </Group>
      <Textarea
        label="Comment"
        value={comment}
        onChange={(e) => setComment(e.currentTarget.value)}
        error={errors.comment}
        autosize
        minRows={1}
      />
    </>
  );
}

const fieldErrors = (error: unknown): Record<string, string> => (isApiError(error) ? error.fields : {});

function NewShiftForm({
  target,
  workers,
  onCreated,
}: {
  target: { workerId: number; date: string };
  workers: BoardWorker[];
  onCreated: (id: number) => void;
}) {
  const create = useCreateShift();
  const [workerId, setWorkerId] = useState<string | null>(String(target.workerId));
  const [date, setDate] = useState(target.date);
  const [clientId, setClientId] = useState<string | null>(null);
  const [typeId, setTypeId] = useState<string | null>(null);
  const [start, setStart] = useState('08:00');
  const [end, setEnd] = useState('12:00');
  const [comment, setComment] = useState('');
  const [missions, setMissions] = useState<MissionDraft[]>([]);
  const [localError, setLocalError] = useState<string | null>(null);
  const errors = fieldErrors(create.error);

  const submit = () => {
    setLocalError(null);
    if (!clientId) return setLocalError('Choose a client.');
    const body: CreateShiftBody = {
      workerId: Number(workerId),
      clientId: Number(clientId),
      shiftTypeId: typeId ? Number(typeId) : null,
      date,
      startTime: start,
      endTime: end,
      comment: comment || null,
      missions: missions.map((m) => ({ name: m.name, waypoints: m.waypoints, km: m.km })),
    };
    create.mutate(body, {
      onSuccess: (s) => {
        notifySuccess(`Shift planned for ${s.worker.name} on ${s.date}`);
        onCreated(s.id);
      },
    });
  };

  return (
    <Stack gap="sm">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Select
            label="Worker"
            required
            searchable
            data={workers.map((w) => ({ value: String(w.id), label: `${w.shortCode} ${w.name}` }))}
            value={workerId}
            onChange={setWorkerId}
            error={errors.workerId}
            limit={100}
          />
          <TextInput
            label="Date"
            type="date"
            required
            value={date}
            onChange={(e) => setDate(e.currentTarget.value)}
            error={errors.date}
          />
          <ShiftFields
            {...{
              clientId,
              setClientId,
              typeId,
              setTypeId,
              start,
              setStart,
              end,
              setEnd,
              comment,
              setComment,
              errors,
            }}
          />
          <Divider label="Missions" labelPosition="left" />
          {missions.map((m, i) => (
            <Group key={i} align="flex-end" wrap="nowrap">
              <TextInput
                label={`Mission ${i + 1} name`}
                required
                value={m.name}
                onChange={(e) => {
                  const name = e.currentTarget.value;
                  setMissions((all) => all.map((x, j) => (j === i ? { ...x, name } : x)));
                }}
              />
              <NumberInput
                label={`Mission ${i + 1} waypoints`}
                min={0}
                value={m.waypoints}
                onChange={(v) =>
                  setMissions((all) => all.map((x, j) => (j === i ? { ...x, waypoints: Number(v) || 0 } : x)))
                }
                w={110}
              />
              <NumberInput
                label={`Mission ${i + 1} km`}
                min={0}
                value={m.km}
                onChange={(v) =>
                  setMissions((all) => all.map((x, j) => (j === i ? { ...x, km: Number(v) || 0 } : x)))
                }
                w={90}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove mission ${i + 1}`}
                onClick={() => setMissions((all) => all.filter((_, j) => j !== i))}
              >
                ✕
              </ActionIcon>
            </Group>
          ))}
          <Button
            variant="light"
            onClick={() => setMissions((all) => [...all, { name: '', waypoints: 0, km: 0 }])}
          >
            Add a mission
          </Button>
          {(localError || create.error) && (
            <Alert color="red" role="alert" title="The shift was not planned">
              {localError ?? errorMessage(create.error)}
            </Alert>
          )}
          <Button type="submit" loading={create.isPending}>
            Plan the shift
          </Button>
        </Stack>
      </form>
      <Divider label="Worker times of the day" labelPosition="left" />
      <Text size="sm" c="dimmed">
        A time worked without a planned shift is recorded here too (the board then flags it, unless its GTA
        type is an absence).
      </Text>
      {Number(workerId) > 0 && /^\d{4}-\d{2}-\d{2}$/.test(date) && (
        <WorkerTimes key={`${workerId}|${date}`} workerId={Number(workerId)} date={date} />
      )}
    </Stack>
  );
}

/** A worker's times of a date, opened from a cell (T) or its "Worked" line. */
function DayTimes({
  target,
  workers,
}: {
  target: { workerId: number; date: string };
  workers: BoardWorker[];
}) {
  const worker = workers.find((w) => w.id === target.workerId);
  return (
    <Stack gap="sm">
      <Text>
        {worker ? (
          <>
            <strong>{worker.shortCode}</strong> {worker.name}
          </>
        ) : (
          `Worker ${target.workerId}`
        )}{' '}
        · {dayLabel(target.date)} ({target.date})
      </Text>
      <WorkerTimes workerId={target.workerId} date={target.date} />
    </Stack>
  );
}

type Mission = Shift['missions'][number];

/** A mission of the shift: shown, or edited in place (planning/updateMission, with its version). */
function MissionRow({ mission, onDelete }: { mission: Mission; onDelete: () => void }) {
  const update = useUpdateMission();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<MissionDraft>({
    name: mission.name,
    waypoints: mission.waypoints,
    km: mission.km,
  });
  const errors = fieldErrors(update.error);
  if (!editing)
    return (
      <Table.Tr>
        <Table.Td>{mission.name}</Table.Td>
        <Table.Td>{mission.waypoints}</Table.Td>
        <Table.Td>{mission.km}</Table.Td>
        <Table.Td>
          <Group gap={4} wrap="nowrap">
            <Button
              size="xs"
              variant="subtle"
              aria-label={`Edit mission ${mission.name}`}
              onClick={() => setEditing(true)}
            >
              Edit
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              aria-label={`Delete mission ${mission.name}`}
              onClick={() => {
                if (window.confirm(`Delete the mission "${mission.name}"?`)) onDelete();
              }}
            >
              Delete
            </Button>
          </Group>
        </Table.Td>
      </Table.Tr>
    );
  const save = () =>
    update.mutate(
      {
        id: mission.id,
        version: mission.version,
        name: draft.name,
        waypoints: draft.waypoints,
        km: draft.km,
      },
      { onSuccess: () => notifySuccess(`Mission "${draft.name.trim()}" saved`) },
    );
  return (
    <Table.Tr
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          setEditing(false);
        } else if (e.key === 'Enter' && (e.target as HTMLElement).tagName === 'INPUT') {
          e.preventDefault();
          save();
        }
      }}
    >
      <Table.Td>
        <TextInput
          label={`Name of mission ${mission.name}`}
          required
          value={draft.name}
          onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })}
          error={errors.name}
          autoFocus
        />
      </Table.Td>
      <Table.Td>
        <NumberInput
          label={`Waypoints of mission ${mission.name}`}
          min={0}
          value={draft.waypoints}
          onChange={(v) => setDraft({ ...draft, waypoints: Number(v) || 0 })}
          error={errors.waypoints}
          w={100}
        />
      </Table.Td>
      <Table.Td>
        <NumberInput
          label={`Km of mission ${mission.name}`}
          min={0}
          value={draft.km}
          onChange={(v) => setDraft({ ...draft, km: Number(v) || 0 })}
          error={errors.km}
          w={90}
        />
      </Table.Td>
      <Table.Td>
        <Stack gap={4}>
          <Button size="xs" onClick={save} loading={update.isPending}>
            Save
          </Button>
          <Button size="xs" variant="default" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        </Stack>
        {update.error && (
          <Text c="red.9" size="sm" role="alert">
            {errorMessage(update.error)}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

function ExistingShift({ shiftId, onDeleted }: { shiftId: number; onDeleted: () => void }) {
  const shift = useShift({ shiftId });
  if (shift.isPending) return <LoadingState label="Loading the shift…" />;
  if (shift.isError) return <ErrorState error={shift.error} onRetry={() => void shift.refetch()} />;
  return <ShiftEditor key={shift.data.version} shift={shift.data} onDeleted={onDeleted} />;
}

type Shift = NonNullable<ReturnType<typeof useShift>['data']>;

function ShiftEditor({ shift, onDeleted }: { shift: Shift; onDeleted: () => void }) {
  const update = useUpdateShift();
  const addMission = useAddMission();
  const deleteMission = useDeleteMission();
  const del = useDeleteShift();
  const unproductive = useSwitchUnproductive();
  const [clientId, setClientId] = useState<string | null>(String(shift.client.id));
  const [typeId, setTypeId] = useState<string | null>(shift.shiftType ? String(shift.shiftType.id) : null);
  const [start, setStart] = useState(shift.startTime);
  const [end, setEnd] = useState(shift.endTime);
  const [comment, setComment] = useState(shift.comment ?? '');
  const [mission, setMission] = useState<MissionDraft>({ name: '', waypoints: 0, km: 0 });
  const [action, setAction] = useState<'delete' | 'unproductive' | null>(null);
  const [actionComment, setActionComment] = useState('');
  const errors = fieldErrors(update.error);

  const save = () =>
    update.mutate(
      {
        id: shift.id,
        version: shift.version,
        clientId: Number(clientId),
        shiftTypeId: typeId ? Number(typeId) : null,
        startTime: start,
        endTime: end,
        comment: comment || null,
      },
      { onSuccess: () => notifySuccess('Shift saved') },
    );

  const confirmAction = () => {
    const body = { shiftId: shift.id, workerId: shift.worker.id, comment: actionComment };
    if (action === 'delete')
      del.mutate(body, {
        onSuccess: () => {
          notifySuccess('Shift deleted');
          onDeleted();
        },
      });
    else
      unproductive.mutate(body, {
        onSuccess: (s) => {
          notifySuccess(
            s.unproductive ? 'Shift switched to unproductive' : 'Shift switched back to productive',
          );
          setAction(null);
          setActionComment('');
        },
      });
  };
  const actionError = action === 'delete' ? del.error : unproductive.error;

  return (
    <Stack gap="sm">
      <Text>
        <strong>{shift.worker.shortCode}</strong> {shift.worker.name} · {dayLabel(shift.date)} ({shift.date})
      </Text>
      {shift.unproductive && (
        <Badge color="gray" size="lg">
          Unproductive: {shift.unproductiveComment}
        </Badge>
      )}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <Stack gap="sm">
          <ShiftFields
            {...{
              clientId,
              setClientId,
              typeId,
              setTypeId,
              start,
              setStart,
              end,
              setEnd,
              comment,
              setComment,
              errors,
            }}
          />
          {update.error && (
            <Alert color="red" role="alert" title="Not saved">
              {errorMessage(update.error)}
            </Alert>
          )}
          <Button type="submit" loading={update.isPending}>
            Save the shift
          </Button>
        </Stack>
      </form>

      <Divider label="Missions" labelPosition="left" />
      {shift.missions.length === 0 ? (
        <Text c="dimmed" size="sm">
          No mission yet.
        </Text>
      ) : (
        <Table aria-label="Missions of the shift">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Waypoints</Table.Th>
              <Table.Th>Km</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shift.missions.map((m) => (
              <MissionRow
                key={`${m.id}-${m.version}`}
                mission={m}
                onDelete={() => deleteMission.mutate({ missionId: m.id })}
              />
            ))}
          </Table.Tbody>
        </Table>
      )}
      {deleteMission.error && (
        <Alert color="red" role="alert" title="The mission was not deleted">
          {errorMessage(deleteMission.error)}
        </Alert>
      )}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          addMission.mutate(
            { shiftId: shift.id, ...mission },
            { onSuccess: () => setMission({ name: '', waypoints: 0, km: 0 }) },
          );
        }}
      >
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            label="New mission name"
            required
            value={mission.name}
            onChange={(e) => setMission({ ...mission, name: e.currentTarget.value })}
          />
          <NumberInput
            label="Waypoints"
            min={0}
            value={mission.waypoints}
            onChange={(v) => setMission({ ...mission, waypoints: Number(v) || 0 })}
            w={100}
          />
          <NumberInput
            label="Km"
            min={0}
            value={mission.km}
            onChange={(v) => setMission({ ...mission, km: Number(v) || 0 })}
            w={80}
          />
          <Button type="submit" variant="light" loading={addMission.isPending}>
            Add
          </Button>
        </Group>
        {addMission.error && (
          <Text c="red.9" size="sm" role="alert">
            {errorMessage(addMission.error)}
          </Text>
        )}
      </form>

      <Divider label="Worker times of the day" labelPosition="left" />
      <WorkerTimes workerId={shift.worker.id} date={shift.date} />

      <Divider label="Actions" labelPosition="left" />
      {action === null ? (
        <Group>
          <Button variant="light" color="orange" onClick={() => setAction('unproductive')}>
            {shift.unproductive ? 'Switch back to productive' : 'Switch to unproductive'}
          </Button>
          <Button variant="light" color="red" onClick={() => setAction('delete')}>
            Delete the shift
          </Button>
        </Group>
      ) : (
        <Stack gap="xs">
          <Textarea
            label={
              action === 'delete' ? 'Why delete this shift? (required)' : 'Why switch this shift? (required)'
            }
            required
            value={actionComment}
            onChange={(e) => setActionComment(e.currentTarget.value)}
            autoFocus
          />
          {actionError && (
            <Alert color="red" role="alert">
              {errorMessage(actionError)}
            </Alert>
          )}
          <Group>
            <Button
              color={action === 'delete' ? 'red' : 'orange'}
              disabled={actionComment.trim() === ''}
              onClick={confirmAction}
              loading={del.isPending || unproductive.isPending}
            >
              {action === 'delete' ? 'Confirm the deletion' : 'Confirm the switch'}
            </Button>
            <Button variant="default" onClick={() => setAction(null)}>
              Cancel
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
