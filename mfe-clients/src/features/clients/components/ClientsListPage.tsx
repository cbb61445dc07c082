import { AreaPlaceholder } from '@courier/shared';

/** /clients: filled by the area's issue; until then it says what it will show. */
export function ClientsListPage() {
  return (
    <AreaPlaceholder
      title={'Client'}
      purpose={
        'This area will search clients (page 1, 200 per page) by groups, agencies, sales agents, activity status, business code and payment method; route /clients.'
      }
      routes={['/clients', '/clients/:clientId']}
    />
  );
}
