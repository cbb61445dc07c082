import { AreaPlaceholder } from '@courier/shared';
import { useRecoveryParams } from '../hooks/useRecoveryParams';

/** /finance/recovery/:clientId: filled by the area's issue; until then it says what it will show. */
export function RecoveryClientPage() {
  const { clientId } = useRecoveryParams();
  return (
    <AreaPlaceholder
      title={'Finance'}
      purpose={`This area will show one client’s open invoices, notes, billing contact, events and accounting report; route /finance/recovery/:clientId (here: ${clientId}).`}
      routes={['/finance/recovery', '/finance/recovery/:clientId']}
    />
  );
}
