import { AreaPlaceholder } from '@courier/shared';
import { useRegularMissionsParams } from '../hooks/useRegularMissionsParams';

/** /regularMissions/:regularMissionId: filled by the area's issue; until then it says what it will show. */
export function RegularMissionDetailPage() {
  const { regularMissionId } = useRegularMissionsParams();
  return (
    <AreaPlaceholder
      title={'Missions régulières'}
      purpose={`This area will show one regular mission and its active flag; route /regularMissions/:regularMissionId (here: ${regularMissionId}).`}
      routes={['/regularMissions', '/regularMissions/:regularMissionId']}
    />
  );
}
