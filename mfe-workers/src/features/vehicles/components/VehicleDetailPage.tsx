import { AreaPlaceholder } from '@courier/shared';
import { useVehiclesParams } from '../hooks/useVehiclesParams';

/** /vehicles/:shortCode: filled by the area's issue; until then it says what it will show. */
export function VehicleDetailPage() {
  const { shortCode } = useVehiclesParams();
  return (
    <AreaPlaceholder
      title={'Véhicules'}
      purpose={`This area will show one vehicle, its assignment to a worker and its comments; route /vehicles/:shortCode (here: ${shortCode}).`}
      routes={['/vehicles', '/vehicles/:shortCode']}
    />
  );
}
