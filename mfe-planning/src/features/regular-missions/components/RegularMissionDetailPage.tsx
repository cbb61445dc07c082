import { Link } from 'react-router-dom';
import { Anchor, Switch } from '@mantine/core';
import {
  ErrorState,
  LoadingState,
  PageLayout,
  ReadOnlyUntilEdit,
  api,
  isApiError,
  useContractForm,
} from '@courier/shared';
import { useT } from '../../../i18n';
import { useRegularMission, useUpdateRegularMission, type RegularMission } from '../api';
import { useRegularMissionsParams } from '../hooks/useRegularMissionsParams';
import { announce } from '../../../i18n/notify';
import { RegularMissionForm, missionValues } from './RegularMissionForm';
import { RegularMissionView } from './RegularMissionView';

/** /regularMissions/{regularMissionId}: the mission read-only until "Edit", its edit form and the active toggle. */
export function RegularMissionDetailPage() {
  const { regularMissionId } = useRegularMissionsParams();
  const mission = useRegularMission(regularMissionId);
  const t = useT();
  if (mission.isPending || mission.isError)
    return (
      <PageLayout
        title={t('regularMissions.detail.title', { id: regularMissionId })}
        description={
          <Anchor component={Link} to="/regularMissions">
            {t('regularMissions.detail.back')}
          </Anchor>
        }
      >
        {mission.isPending ? (
          <LoadingState label={t('regularMissions.detail.loading')} />
        ) : isApiError(mission.error) && mission.error.status === 404 ? (
          <ErrorState title={t('regularMissions.detail.notFound')} error={mission.error} />
        ) : (
          <ErrorState error={mission.error} onRetry={() => void mission.refetch()} />
        )}
      </PageLayout>
    );
  return <MissionEditor key={mission.data.version} mission={mission.data} />;
}

/** The form's words in the page's language (the kit's Edit and discard question). */
const formTexts = (t: ReturnType<typeof useT>) => ({
  edit: t('common.edit'),
  cancel: t('common.cancel'),
  leaveUnsaved: t('regularMissions.detail.leaveUnsaved'),
  discardTitle: t('regularMissions.detail.discardTitle'),
  discardBody: t('regularMissions.detail.discardBody'),
  discard: t('regularMissions.detail.discard'),
});

function MissionEditor({ mission }: { mission: RegularMission }) {
  const t = useT();
  const update = useUpdateRegularMission();
  const contract = useContractForm(api.regularMissions.updateRegularMission.body!, missionValues(mission), {
    onSubmit: (values) =>
      update.mutateAsync(
        { ...values, comment: values.comment || null },
        { onSuccess: () => announce('regularMissions.detail.saved') },
      ),
  });
  return (
    <PageLayout
      title={`${mission.name} · ${mission.client.name}`}
      description={
        <Anchor component={Link} to="/regularMissions">
          {t('regularMissions.detail.back')}
        </Anchor>
      }
      actions={
        <Switch
          label={t(mission.isActive ? 'regularMissions.status.active' : 'regularMissions.status.inactive')}
          checked={mission.isActive}
          disabled={update.isPending}
          onChange={() =>
            update.mutate(
              { id: mission.id, version: mission.version, toggle: true },
              {
                onSuccess: (m) =>
                  announce(m.isActive ? 'regularMissions.detail.switchedOn' : 'regularMissions.detail.switchedOff'),
              },
            )
          }
        />
      }
    >
      <ReadOnlyUntilEdit
        view={<RegularMissionView mission={mission} />}
        dirty={contract.dirty}
        onDiscard={() => contract.form.reset()}
        texts={formTexts(t)}
      >
        {(controls) => <RegularMissionForm mission={mission} contract={contract} onCancel={controls.cancel} />}
      </ReadOnlyUntilEdit>
    </PageLayout>
  );
}
