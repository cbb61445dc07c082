import { BulkDialog, type BulkItem } from '@courier/shared';
import { useT } from '../../../i18n';
import { previewApplyWeek, type ApplyWeekAnswer, type ApplyWeekBody } from '../api';
import type { ApplyPreview } from '../types';

type Reason = ApplyPreview['skipped'][number]['reason'];
const reasonId = (reason: Reason) => `regularMissions.reason.${reason}` as const;

/**
 * The regular missions a preview would apply, one item each (its name, client and shifts); a
 * mission with nothing to create is listed unticked with the reason of its first skip.
 */
function missionsOf(t: ReturnType<typeof useT>, preview: ApplyPreview): BulkItem<number>[] {
  const items = new Map<number, { name: string; client: string; shifts: number; reason?: Reason }>();
  for (const l of preview.lines) {
    const item = items.get(l.regularMissionId) ?? { name: l.missionName, client: l.client.name, shifts: 0 };
    item.shifts += 1;
    items.set(l.regularMissionId, item);
  }
  for (const s of preview.skipped)
    if (!items.has(s.regularMissionId))
      items.set(s.regularMissionId, {
        name: s.missionName,
        client: s.client.name,
        shifts: 0,
        reason: s.reason,
      });
  return [...items].map(([id, m]) => ({
    id,
    label: t('regularMissions.apply.choiceLabel', { name: m.name, client: m.client, shifts: m.shifts }),
    skipReason: m.reason ? t(reasonId(m.reason)) : null,
  }));
}

/**
 * "Create N shifts" of a preview: the missions listed first, some may be unticked, then the
 * shifts are created and a report says what was done. All the previewed missions: the preview
 * itself is applied; fewer: they are previewed again on their own, then applied.
 */
export function ApplyChoiceDialog({
  opened,
  onClose,
  preview,
  regularMissionIds,
  apply,
}: {
  opened: boolean;
  onClose: () => void;
  preview: ApplyPreview;
  /** The scope the preview was asked for (the list's filters), if any. */
  regularMissionIds?: number[];
  apply: (body: ApplyWeekBody) => Promise<ApplyWeekAnswer>;
}) {
  const t = useT();
  const items = missionsOf(t, preview);
  const planned = new Set(preview.lines.map((l) => l.regularMissionId));
  const run = async (ids: number[]) => {
    const weekStart = preview.weekStart;
    if (ids.length === planned.size && ids.every((id) => planned.has(id))) {
      await apply({ weekStart, previewToken: preview.previewToken, regularMissionIds });
      return;
    }
    const again = await previewApplyWeek({ weekStart, regularMissionIds: ids });
    await apply({ weekStart, previewToken: again.previewToken, regularMissionIds: ids });
  };
  return (
    <BulkDialog
      opened={opened}
      onClose={onClose}
      title={t('regularMissions.apply.chooseTitle')}
      description={t('regularMissions.apply.chooseHint')}
      items={items}
      confirmLabel={(count) => t('regularMissions.apply.applyCount', { count })}
      run={run}
    />
  );
}
