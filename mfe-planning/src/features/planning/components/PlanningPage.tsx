import { AreaPlaceholder } from '@courier/shared';

/** /planning: filled by the area's issue; until then it says what it will show. */
export function PlanningPage() {
  return (
    <AreaPlaceholder
      title={'Planning'}
      purpose={
        'This area will plan shifts, missions and worker times, with anomalies and day summaries; route /planning.'
      }
      routes={['/planning']}
    />
  );
}
