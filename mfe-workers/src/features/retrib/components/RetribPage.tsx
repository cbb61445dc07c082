import { AreaPlaceholder } from '@courier/shared';

/** /retrib: filled by the area's issue; until then it says what it will show. */
export function RetribPage() {
  return (
    <AreaPlaceholder
      title={'Rétributions'}
      purpose={
        'This area will manage pay rates per team: per waypoint, per kilometre, per day and extras, with a calendar of overrides; route /retrib.'
      }
      routes={['/retrib']}
    />
  );
}
