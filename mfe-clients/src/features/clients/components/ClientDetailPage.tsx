import { AreaPlaceholder } from '@courier/shared';
import { useClientsParams } from '../hooks/useClientsParams';

/** /clients/:clientId: filled by the area's issue; until then it says what it will show. */
export function ClientDetailPage() {
  const { clientId } = useClientsParams();
  return (
    <AreaPlaceholder
      title={'Client'}
      purpose={`This area will show one client: contacts, price lists, invoicing, account closing and reactivation; route /clients/:clientId (here: ${clientId}).`}
      routes={['/clients', '/clients/:clientId']}
    />
  );
}
