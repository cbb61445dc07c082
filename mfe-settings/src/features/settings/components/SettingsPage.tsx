import { AreaPlaceholder } from '@courier/shared';

/** /settings: filled by the area's issue; until then it says what it will show. */
export function SettingsPage() {
  return (
    <AreaPlaceholder
      title={'Settings'}
      purpose={
        'This area will administer the reference lists: sales agents, client groups, worker companies, home messages, vehicle models, brands, types and suppliers, discount codes, and the admin events; route /settings.'
      }
      routes={['/settings']}
    />
  );
}
