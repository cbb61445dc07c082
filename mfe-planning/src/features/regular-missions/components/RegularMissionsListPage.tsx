import { AreaPlaceholder } from '@courier/shared';

/** /regularMissions: filled by the area's issue; until then it says what it will show. */
export function RegularMissionsListPage() {
  return (
    <AreaPlaceholder
      title={'Missions régulières'}
      purpose={
        'This area will list regular missions (page 1, 1000 per page) by client, mission name and activity status; route /regularMissions.'
      }
      routes={['/regularMissions', '/regularMissions/:regularMissionId']}
    />
  );
}
