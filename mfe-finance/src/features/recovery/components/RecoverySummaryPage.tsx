import { AreaPlaceholder } from '@courier/shared';

/** /finance/recovery: filled by the area's issue; until then it says what it will show. */
export function RecoverySummaryPage() {
  return (
    <AreaPlaceholder
      title={'Finance'}
      purpose={
        'This area will summarize unpaid invoices per client, not yet due and overdue by age; route /finance/recovery.'
      }
      routes={['/finance/recovery', '/finance/recovery/:clientId']}
    />
  );
}
