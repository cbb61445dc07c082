import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  ConfirmDialog,
  EmptyState,
  ErrorState,
  FormError,
  LoadingState,
  PageLayout,
  api,
  applyApiErrors,
  errorMessage,
  isApiError,
  notifySuccess,
  useReferenceList,
  validators,
} from '@courier/shared';
import {
  useCfrUser,
  useInactiveCfrUser,
  useResetCfrPassword,
  useUpdateCfrUser,
  type CfrUserDetail,
  type ResetCfrPasswordAnswer,
  type UpdateCfrUserBody,
} from '../api';
import { useCfrUsersParams } from '../hooks/useCfrUsersParams';
import { ClientPicker } from './ClientPicker';

interface Values {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  clientId: number;
  siteId: string | null;
  serviceId: string | null;
  chatRoomsIds: string[];
}

const valuesOf = (u: CfrUserDetail): Values => ({
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
  phone: u.phone ?? '',
  clientId: u.clientId,
  siteId: u.site ? String(u.site.id) : null,
  serviceId: u.service ? String(u.service.id) : null,
  chatRoomsIds: u.chatRoomsIds.map(String),
});

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

/** Identity, client, site, service and chat rooms of a user (versioned: a 409 says someone changed it meanwhile). */
function CfrUserForm({ user }: { user: CfrUserDetail }) {
  const update = useUpdateCfrUser();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: valuesOf(user),
    validate: {
      email: validators.pattern(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Not a valid email address'),
      firstName: validators.required(),
      lastName: validators.required(),
    },
  });
  const v = form.values;
  const moving = v.clientId !== user.clientId;
  const sites = useReferenceList(api.cfrUsers.getSites, { clientId: v.clientId });
  const services = useReferenceList(api.cfrUsers.getServices, { clientId: v.clientId });
  const opts = (rows: { id: number; name: string }[] | undefined) =>
    (rows ?? []).map((r) => ({ value: String(r.id), label: r.name }));
  const submit = form.onSubmit((values) => {
    setFormError(null);
    const before = valuesOf(user);
    const body: Record<string, unknown> = { userCFrId: user.userCFrId, version: user.version };
    for (const k of ['email', 'firstName', 'lastName'] as const)
      if (values[k].trim() !== before[k]) body[k] = values[k].trim();
    if (values.phone.trim() !== before.phone) body.phone = values.phone.trim() || null;
    for (const k of ['siteId', 'serviceId'] as const)
      if (values[k] !== before[k] || moving) body[k] = values[k] ? Number(values[k]) : null;
    update.mutate(
      {
        body: body as UpdateCfrUserBody,
        chatRoomsIds:
          moving || !sameSet(values.chatRoomsIds, before.chatRoomsIds)
            ? values.chatRoomsIds.map(Number)
            : undefined,
        clientId: moving ? values.clientId : undefined,
      },
      {
        onSuccess: (u) => {
          form.setInitialValues(valuesOf(u));
          form.setValues(valuesOf(u));
          notifySuccess(`${u.email} is saved`);
        },
        onError: (error) => setFormError(applyApiErrors(form, error)),
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Client-side user">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Email" type="email" required {...form.getInputProps('email')} />
          <TextInput label="Phone" {...form.getInputProps('phone')} />
          <TextInput label="First name" required {...form.getInputProps('firstName')} />
          <TextInput label="Last name" required {...form.getInputProps('lastName')} />
          <ClientPicker
            label="Client"
            required
            value={v.clientId}
            current={user.client}
            onChange={(id) =>
              id && form.setValues({ clientId: id, siteId: null, serviceId: null, chatRoomsIds: [] })
            }
          />
          <Select
            label="Site"
            clearable
            clearButtonProps={{ 'aria-label': 'Clear site' }}
            data={opts(sites.data)}
            {...form.getInputProps('siteId')}
          />
          <Select
            label="Service"
            clearable
            clearButtonProps={{ 'aria-label': 'Clear service' }}
            data={opts(services.data)}
            {...form.getInputProps('serviceId')}
          />
        </SimpleGrid>
        {moving ? (
          <Alert color="orange" variant="light" role="status">
            Moving the user to another client drops the rooms, site and service of {user.client.name}. Save,
            then choose the new client&apos;s rooms.
          </Alert>
        ) : (
          <MultiSelect
            label="Chat rooms"
            searchable
            clearable
            clearButtonProps={{ 'aria-label': 'Clear chat rooms' }}
            data={opts(user.clientRooms)}
            nothingFoundMessage="This client has no room"
            {...form.getInputProps('chatRoomsIds')}
          />
        )}
        <FormError message={formError} />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => form.reset()} disabled={!form.isDirty()}>
            Undo changes
          </Button>
          <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type Pending = 'inactive' | 'reset' | null;

function CfrUserView({ user }: { user: CfrUserDetail }) {
  const [pending, setPending] = useState<Pending>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<ResetCfrPasswordAnswer | null>(null);
  const inactivate = useInactiveCfrUser();
  const reset = useResetCfrPassword();
  const ref = { clientId: user.clientId, userCFrId: user.userCFrId, email: user.email };
  const close = () => {
    setPending(null);
    setProblem(null);
  };
  const confirm = () => {
    setProblem(null);
    if (pending === 'inactive')
      inactivate.mutate(ref, {
        onSuccess: () => {
          notifySuccess(`${user.email} is inactive; their sessions are ended`);
          close();
        },
        onError: (e) => setProblem(errorMessage(e)),
      });
    else
      reset.mutate(ref, {
        onSuccess: (answer) => {
          setSent(answer);
          close();
        },
        onError: (e) => setProblem(errorMessage(e)),
      });
  };
  const active = user.activityStatus === 'active';
  return (
    <PageLayout
      title={`${user.firstName} ${user.lastName}`}
      actions={
        <>
          <Button variant="default" disabled={!active} onClick={() => setPending('reset')}>
            Reset password
          </Button>
          <Button variant="outline" color="red" disabled={!active} onClick={() => setPending('inactive')}>
            Make inactive
          </Button>
        </>
      }
    >
      <Group gap="xs">
        <Anchor component={Link} to="/users/cfr" size="sm">
          ← All client-side users
        </Anchor>
        <Badge color={active ? 'teal' : 'gray'} variant="light" data-testid="cfr-user-status">
          {active ? 'Active' : 'Inactive'}
        </Badge>
        <Text span size="sm">
          {user.client.businessCode} · {user.client.name}
        </Text>
      </Group>
      {sent && (
        <Alert
          color="teal"
          variant="light"
          role="status"
          title="Mail sent"
          withCloseButton
          onClose={() => setSent(null)}
        >
          A single-use link to choose a new password was mailed to {sent.sentTo}. It works until{' '}
          {new Date(sent.expiresAt).toLocaleString('en-GB')}.
        </Alert>
      )}
      {!active && (
        <Alert color="gray" variant="light" role="status">
          This user is inactive
          {user.inactivatedAt ? ` since ${new Date(user.inactivatedAt).toLocaleString('en-GB')}` : ''}: they
          cannot sign in.
        </Alert>
      )}
      <CfrUserForm key={`${user.userCFrId}-${user.version}`} user={user} />
      <ConfirmDialog
        opened={pending !== null}
        onClose={close}
        title={
          pending === 'inactive' ? `Make ${user.email} inactive?` : `Reset the password of ${user.email}?`
        }
        confirmLabel={pending === 'inactive' ? 'Make inactive' : 'Send the link'}
        color={pending === 'inactive' ? 'red' : undefined}
        onConfirm={confirm}
        busy={inactivate.isPending || reset.isPending}
        problem={problem}
      >
        <Text size="sm">
          {pending === 'inactive'
            ? `They will no longer be able to sign in, and their ${user.openSessions} open session(s) end now.`
            : 'A single-use link to choose a new password is mailed to them; it expires after 24 hours. Their current password keeps working until they use it.'}
        </Text>
      </ConfirmDialog>
    </PageLayout>
  );
}

/** /users/cfr/{userId}: one client-side user. */
export function CfrUserDetailPage() {
  const { userId } = useCfrUsersParams();
  const user = useCfrUser(userId);
  if (user.isPending) return <LoadingState label="Loading the user…" />;
  if (user.isError) {
    if (isApiError(user.error) && user.error.status === 404)
      return (
        <PageLayout title="User not found">
          <EmptyState
            title={`No client-side user ${userId}`}
            description="Find them in the list."
            action={
              <Anchor component={Link} to="/users/cfr">
                All client-side users
              </Anchor>
            }
          />
        </PageLayout>
      );
    return (
      <ErrorState title="The user could not be loaded" error={user.error} onRetry={() => user.refetch()} />
    );
  }
  return <CfrUserView user={user.data} />;
}
