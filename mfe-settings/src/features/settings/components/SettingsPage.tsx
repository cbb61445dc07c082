import { Box, Group, NavLink, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import { LISTS, READ_ONLY_LISTS } from '../lists';
import { ReferenceListEditor } from './ReferenceListEditor';
import { ReadOnlyListSection } from './ReadOnlyListSection';
import { AdminEventsSection } from './AdminEventsSection';
import { OutboxSection } from './OutboxSection';

const SECTIONS = [
  ...LISTS.map((l) => ({ key: l.key, title: l.title })),
  ...READ_ONLY_LISTS.map((l) => ({ key: l.key, title: `${l.title} (read only)` })),
  { key: 'adminEvents', title: 'Admin events' },
  { key: 'outbox', title: 'Outbox' },
];

/**
 * /settings: a side menu of the lists (editable, then read only), the
 * admin events and the outbox; the section shown is
 * in the address (`/settings?list=vehicleBrands`), so it can be linked to and bookmarked.
 */
export function SettingsPage() {
  const [params] = useSearchParams();
  const key = params.get('list') ?? LISTS[0].key;
  const description = LISTS.find((l) => l.key === key);
  const readOnly = READ_ONLY_LISTS.find((l) => l.key === key);
  let section;
  if (description) section = <ReferenceListEditor key={description.key} description={description} />;
  else if (readOnly) section = <ReadOnlyListSection key={readOnly.key} description={readOnly} />;
  else if (key === 'adminEvents') section = <AdminEventsSection />;
  else if (key === 'outbox') section = <OutboxSection />;
  else section = <Text role="alert">There is no settings list “{key}”. Choose one in the menu.</Text>;
  return (
    <Group align="flex-start" wrap="nowrap" gap="lg">
      <Box component="nav" aria-label="Settings lists" w={220} style={{ flexShrink: 0 }}>
        <Stack gap={2}>
          {SECTIONS.map((s) => (
            <NavLink
              key={s.key}
              component={Link}
              to={`/settings?list=${s.key}`}
              label={s.title}
              active={s.key === key}
              aria-current={s.key === key ? 'page' : undefined}
            />
          ))}
        </Stack>
      </Box>
      <Box style={{ flex: 1, minWidth: 0 }}>{section}</Box>
    </Group>
  );
}
