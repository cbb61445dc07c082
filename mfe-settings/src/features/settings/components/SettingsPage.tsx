import { useAddressParams } from '@courier/shared';
import { Box, Flex, NavLink, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n';
import { useSettingsLists } from '../lists';
import { ReferenceListEditor } from './ReferenceListEditor';
import { ReadOnlyListSection } from './ReadOnlyListSection';
import { AdminEventsSection } from './AdminEventsSection';
import { OutboxSection } from './OutboxSection';

/**
 * /settings: a side menu of the lists (editable, then read only), the
 * admin events and the outbox; the section shown is
 * in the address (`/settings?list=vehicleBrands`), so it can be linked to and bookmarked.
 * On a phone the menu sits above the section, so nothing is wider than the window.
 */
export function SettingsPage() {
  const t = useT();
  const { lists, readOnlyLists } = useSettingsLists();
  const sections = [
    ...lists.map((l) => ({ key: l.key, title: l.title })),
    ...readOnlyLists.map((l) => ({ key: l.key, title: t('settings.menu.readOnly', { title: l.title }) })),
    { key: 'adminEvents', title: t('settings.events.title') },
    { key: 'outbox', title: t('outbox.title') },
  ];
  const [params] = useAddressParams();
  const key = params.get('list') ?? lists[0].key;
  const description = lists.find((l) => l.key === key);
  const readOnly = readOnlyLists.find((l) => l.key === key);
  let section;
  if (description) section = <ReferenceListEditor key={description.key} description={description} />;
  else if (readOnly) section = <ReadOnlyListSection key={readOnly.key} description={readOnly} />;
  else if (key === 'adminEvents') section = <AdminEventsSection />;
  else if (key === 'outbox') section = <OutboxSection />;
  else section = <Text role="alert">{t('settings.menu.unknown', { key })}</Text>;
  return (
    <Flex direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'flex-start' }} gap="lg">
      <Box
        component="nav"
        aria-label={t('settings.menu.label')}
        w={{ base: '100%', sm: 220 }}
        style={{ flexShrink: 0 }}
      >
        <Stack gap={2}>
          {sections.map((s) => (
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
      <Box style={{ flex: 1, minWidth: 0, maxWidth: '100%' }}>{section}</Box>
    </Flex>
  );
}
