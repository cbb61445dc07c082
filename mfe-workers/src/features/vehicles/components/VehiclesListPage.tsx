import { AreaPlaceholder } from '@courier/shared';

/** /vehicles: filled by the area's issue; until then it says what it will show. */
export function VehiclesListPage() {
  return (
    <AreaPlaceholder
      title={'Véhicules'}
      purpose={
        'This area will list vehicles with their type, state, contract, model and brand; route /vehicles.'
      }
      routes={['/vehicles', '/vehicles/:shortCode']}
    />
  );
}
