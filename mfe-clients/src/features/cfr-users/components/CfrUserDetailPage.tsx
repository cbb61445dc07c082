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
import {
  ConfirmDialog,
  EmptyState,
  EntityLink,
  ErrorState,
  FormError,
  LoadingState,
  PageLayout,
  api,
  isApiError,
  notifySuccess,
  useErrorMessage,
  useFormat,
  useContractForm,
  useReferenceList,
} from '@courier/shared';
import {
  EditableSection,
  FieldsView,
  useSectionGuard,
  type SectionControls,
} from '../../../components/EditableSection';
import { contractMessages } from '../../../formRules';
import { useT } from '../../../i18n';
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

/** The body of updateUser: the version as read and the fields changed (a move resets site and service). */
function changedUserFields(user: CfrUserDetail, values: Values): UpdateCfrUserBody {
  const before = valuesOf(user);
  const moving = values.clientId !== user.clientId;
  const body: Record<string, unknown> = { userCFrId: user.userCFrId, version: user.version };
  for (const k of ['email', 'firstName', 'lastName'] as const)
    if (values[k].trim() !== before[k]) body[k] = values[k];
  if (values.phone.trim() !== before.phone) body.phone = values.phone.trim() || null;
  for (const k of ['siteId', 'serviceId'] as const)
    if (values[k] !== before[k] || moving) body[k] = values[k] ? Number(values[k]) : null;
  return body as UpdateCfrUserBody;
}

/** A user's identity, client, site, service and chat rooms as read, before "Edit". */
function CfrUserFieldsView({ user }: { user: CfrUserDetail }) {
  const t = useT();
  const rooms = user.clientRooms.filter((r) => user.chatRoomsIds.includes(r.id));
  return (
    <FieldsView
      label={t('cfrUsers.detail.form')}
      cols={{ base: 1, sm: 2 }}
      fields={[
        { label: t('cfrUsers.field.email'), value: user.email },
        { label: t('cfrUsers.field.phone'), value: user.phone },
        { label: t('cfrUsers.field.firstName'), value: user.firstName },
        { label: t('cfrUsers.field.lastName'), value: user.lastName },
        { label: t('cfrUsers.field.client'), value: `${user.client.businessCode} · ${user.client.name}` },
        { label: t('cfrUsers.field.site'), value: user.site?.name },
        { label: t('cfrUsers.field.service'), value: user.service?.name },
        {
          label: t('cfrUsers.detail.chatRooms'),
          // One line a room: each name reads on its own.
          value: rooms.length > 0 ? rooms.map((r) => <div key={r.id}>{r.name}</div>) : null,
        },
      ]}
    />
  );
}

/** A user's details, read-only until "Edit"; leaving with unsaved changes asks first. */
function CfrUserDetails({ user }: { user: CfrUserDetail }) {
  return (
    <EditableSection view={<CfrUserFieldsView user={user} />}>
      {(controls) => (
        <CfrUserForm key={`${user.userCFrId}-${user.version}`} user={user} controls={controls} />
      )}
    </EditableSection>
  );
}

/** Identity, client, site, service and chat rooms of a user (versioned: a 409 says someone changed it meanwhile). */
function CfrUserForm({ user, controls }: { user: CfrUserDetail; controls: SectionControls }) {
  const t = useT();
  const update = useUpdateCfrUser();
  const { form, formProps, problem, submitting, dirty } = useContractForm(
    api.cfrUsers.updateUser.body!,
    valuesOf(user),
    {
      toBody: (values) => changedUserFields(user, values),
      messages: contractMessages(),
      onSubmit: async (body) => {
        // The rooms and a move to another client travel as the query.
        const values = form.getValues();
        const move = values.clientId !== user.clientId;
        const u = await update.mutateAsync({
          body,
          chatRoomsIds:
            move || !sameSet(values.chatRoomsIds, valuesOf(user).chatRoomsIds)
              ? values.chatRoomsIds.map(Number)
              : undefined,
          clientId: move ? values.clientId : undefined,
        });
        notifySuccess(t('cfrUsers.detail.saved', { email: u.email }));
        controls.done();
      },
    },
  );
  useSectionGuard(dirty, controls.onDirtyChange);
  const v = form.values;
  const moving = v.clientId !== user.clientId;
  const sites = useReferenceList(api.cfrUsers.getSites, { clientId: v.clientId });
  const services = useReferenceList(api.cfrUsers.getServices, { clientId: v.clientId });
  const opts = (rows: { id: number; name: string }[] | undefined) =>
    (rows ?? []).map((r) => ({ value: String(r.id), label: r.name }));
  return (
    <form {...formProps} aria-label={t('cfrUsers.detail.form')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('cfrUsers.field.email')}
            type="email"
            withAsterisk
            {...form.getInputProps('email')}
          />
          <TextInput label={t('cfrUsers.field.phone')} {...form.getInputProps('phone')} />
          <TextInput
            label={t('cfrUsers.field.firstName')}
            withAsterisk
            {...form.getInputProps('firstName')}
          />
          <TextInput label={t('cfrUsers.field.lastName')} withAsterisk {...form.getInputProps('lastName')} />
          <ClientPicker
            label={t('cfrUsers.field.client')}
            required
            value={v.clientId}
            current={user.client}
            onChange={(id) =>
              id && form.setValues({ clientId: id, siteId: null, serviceId: null, chatRoomsIds: [] })
            }
          />
          <Select
            label={t('cfrUsers.field.site')}
            clearable
            clearButtonProps={{ 'aria-label': t('cfrUsers.field.clearSite') }}
            data={opts(sites.data)}
            {...form.getInputProps('siteId')}
          />
          <Select
            label={t('cfrUsers.field.service')}
            clearable
            clearButtonProps={{ 'aria-label': t('cfrUsers.field.clearService') }}
            data={opts(services.data)}
            {...form.getInputProps('serviceId')}
          />
        </SimpleGrid>
        {moving ? (
          <Alert color="orange" variant="light" role="status">
            {t('cfrUsers.detail.moving', { client: user.client.name })}
          </Alert>
        ) : (
          <MultiSelect
            label={t('cfrUsers.detail.chatRooms')}
            searchable
            clearable
            clearButtonProps={{ 'aria-label': t('cfrUsers.detail.clearChatRooms') }}
            data={opts(user.clientRooms)}
            nothingFoundMessage={t('cfrUsers.detail.noRoom')}
            {...form.getInputProps('chatRoomsIds')}
          />
        )}
        <FormError message={problem} />
        <Group justify="flex-end">
          <Button variant="default" onClick={controls.cancel} disabled={submitting}>
            {t('clients.action.cancel')}
          </Button>
          <Button type="submit" loading={submitting} disabled={!dirty}>
            {t('clients.action.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type Pending = 'inactive' | 'reset' | null;

function CfrUserView({ user }: { user: CfrUserDetail }) {
  const t = useT();
  const format = useFormat();
  const describe = useErrorMessage();
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
          notifySuccess(t('cfrUsers.detail.inactivated', { email: user.email }));
          close();
        },
        onError: (e) => setProblem(describe(e)),
      });
    else
      reset.mutate(ref, {
        onSuccess: (answer) => {
          setSent(answer);
          close();
        },
        onError: (e) => setProblem(describe(e)),
      });
  };
  const active = user.activityStatus === 'active';
  return (
    <PageLayout
      title={`${user.firstName} ${user.lastName}`}
      actions={
        <>
          <Button variant="default" disabled={!active} onClick={() => setPending('reset')}>
            {t('cfrUsers.detail.resetPassword')}
          </Button>
          <Button variant="outline" color="red" disabled={!active} onClick={() => setPending('inactive')}>
            {t('cfrUsers.detail.makeInactive')}
          </Button>
        </>
      }
    >
      <Group gap="xs">
        <Anchor component={Link} to="/users/cfr" size="sm">
          {t('cfrUsers.detail.backToList')}
        </Anchor>
        <Badge color={active ? 'teal' : 'gray'} variant="light" data-testid="cfr-user-status">
          {active ? t('cfrUsers.detail.active') : t('cfrUsers.detail.inactive')}
        </Badge>
        <Text span size="sm" data-testid="cfr-user-client">
          <EntityLink kind="client" id={user.clientId}>
            {user.client.businessCode} · {user.client.name}
          </EntityLink>
        </Text>
      </Group>
      {sent && (
        <Alert
          color="teal"
          variant="light"
          role="status"
          title={t('cfrUsers.detail.mailSent')}
          withCloseButton
          onClose={() => setSent(null)}
        >
          {t('cfrUsers.detail.linkSent', { to: sent.sentTo, until: format.dateTime(sent.expiresAt) })}
        </Alert>
      )}
      {!active && (
        <Alert color="gray" variant="light" role="status">
          {user.inactivatedAt
            ? t('cfrUsers.detail.inactiveSince', { date: format.dateTime(user.inactivatedAt) })
            : t('cfrUsers.detail.inactiveNote')}
        </Alert>
      )}
      <CfrUserDetails user={user} />
      <ConfirmDialog
        opened={pending !== null}
        onClose={close}
        title={t(pending === 'inactive' ? 'cfrUsers.detail.inactiveTitle' : 'cfrUsers.detail.resetTitle', {
          email: user.email,
        })}
        confirmLabel={
          pending === 'inactive' ? t('cfrUsers.detail.makeInactive') : t('cfrUsers.detail.sendLink')
        }
        color={pending === 'inactive' ? 'red' : undefined}
        onConfirm={confirm}
        busy={inactivate.isPending || reset.isPending}
        problem={problem}
      >
        <Text size="sm">
          {pending === 'inactive'
            ? t('cfrUsers.detail.inactiveExplain', { sessions: user.openSessions })
            : t('cfrUsers.detail.resetExplain')}
        </Text>
      </ConfirmDialog>
    </PageLayout>
  );
}

/** /users/cfr/{userId}: one client-side user. */
export function CfrUserDetailPage() {
  const t = useT();
  const { userId } = useCfrUsersParams();
  const user = useCfrUser(userId);
  if (user.isPending) return <LoadingState label={t('cfrUsers.detail.loading')} />;
  if (user.isError) {
    if (isApiError(user.error) && user.error.status === 404)
      return (
        <PageLayout title={t('cfrUsers.detail.notFound')}>
          <EmptyState
            title={t('cfrUsers.detail.noSuchUser', { userId })}
            description={t('cfrUsers.detail.notFoundHint')}
            action={
              <Anchor component={Link} to="/users/cfr">
                {t('cfrUsers.detail.allUsers')}
              </Anchor>
            }
          />
        </PageLayout>
      );
    return (
      <ErrorState title={t('cfrUsers.detail.loadFailed')} error={user.error} onRetry={() => user.refetch()} />
    );
  }
  return <CfrUserView user={user.data} />;
}
