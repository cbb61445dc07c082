import { useEffect, useId, useMemo, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Button, Kbd, Loader, Modal, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { navigateToUrl } from 'single-spa';
import { SEARCH_MIN_LENGTH, useLocale, wordsIn, type SearchHit } from '@courier/shared';
import { areaTitle, useT } from '../../../i18n';
import { useAreaParts } from '../../areas';
import { useGlobalSearch } from '../useGlobalSearch';
import classes from './GlobalSearch.module.css';

function SearchIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** Ctrl+K (⌘K on a Mac) anywhere in the portal opens the search. */
export function useSearchShortcut(open: () => void): void {
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        open();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
}

/** The navbar's search box: a button showing its shortcut, opening the search dialog. */
export function GlobalSearch() {
  const t = useT();
  const [opened, setOpened] = useState(false);
  useSearchShortcut(() => setOpened(true));
  const shortcut = isMac() ? '⌘K' : 'Ctrl+K';
  return (
    <>
      <Button
        variant="default"
        size="xs"
        px={8}
        onClick={() => setOpened(true)}
        aria-label={t('shell.search.buttonLabel', { shortcut })}
        aria-keyshortcuts="Control+K Meta+K"
        className={classes.trigger}
        leftSection={<SearchIcon />}
      >
        <Kbd size="xs">{shortcut}</Kbd>
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('shell.search.title')} size="lg" yOffset="10vh">
        {opened && <SearchPanel onDone={() => setOpened(false)} />}
      </Modal>
    </>
  );
}

/** The input and the results, grouped by area, driven by the keyboard (↑ ↓ Enter, Esc closes). */
export function SearchPanel({ onDone }: { onDone: () => void }) {
  const t = useT();
  const locale = useLocale();
  const listId = useId();
  const [term, setTerm] = useState('');
  const [active, setActive] = useState(0);
  const parts = useAreaParts();
  const groups = useGlobalSearch(term, parts);
  const hits = useMemo(() => groups.flatMap((g) => g.hits), [groups]);
  const down = parts.filter((p) => p.state.status === 'error');

  const open = (hit: SearchHit) => {
    onDone();
    navigateToUrl(hit.href);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') setActive((i) => Math.min(i + 1, hits.length - 1));
    else if (event.key === 'ArrowUp') setActive((i) => Math.max(i - 1, 0));
    else if (event.key === 'Enter' && hits[active]) open(hits[active]);
    else return;
    event.preventDefault();
  };

  const short = term.trim().length < SEARCH_MIN_LENGTH;
  const searching = groups.some((g) => g.status === 'loading');
  // Each group's first option's place in the whole list (the keyboard moves across groups).
  const offsets = groups.map((_, i) => groups.slice(0, i).reduce((n, g) => n + g.hits.length, 0));
  return (
    <Stack gap="sm">
      <TextInput
        data-autofocus
        value={term}
        onChange={(e) => {
          setTerm(e.currentTarget.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        placeholder={t('shell.search.placeholder')}
        aria-label={t('shell.search.title')}
        role="combobox"
        aria-expanded={hits.length > 0}
        aria-controls={listId}
        aria-activedescendant={hits[active] ? `${listId}-${active}` : undefined}
        rightSection={searching ? <Loader size="xs" /> : null}
      />
      {short ? (
        <Text size="sm" c="dimmed">
          {t('shell.search.hint', { min: SEARCH_MIN_LENGTH })}
        </Text>
      ) : !searching && hits.length === 0 && groups.every((g) => g.status !== 'error') ? (
        <Text size="sm">{t('shell.search.none', { term: term.trim() })}</Text>
      ) : null}
      <div id={listId} role="listbox" aria-label={t('shell.search.results')} className={classes.results}>
        {groups.map((group, groupIndex) => (
          <div key={group.key} role="group" aria-label={wordsIn(group.provider.label, locale)}>
            {(group.hits.length > 0 || group.status === 'error') && (
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" mt="xs" aria-hidden>
                {wordsIn(group.provider.label, locale)}
              </Text>
            )}
            {group.status === 'error' && (
              <Text size="sm" c="red">
                {t('shell.search.groupFailed')}
              </Text>
            )}
            {group.hits.map((hit, hitIndex) => {
              const mine = offsets[groupIndex] + hitIndex;
              return (
                <UnstyledButton
                  key={`${hit.kind}-${hit.id}`}
                  component="a"
                  href={hit.href}
                  id={`${listId}-${mine}`}
                  role="option"
                  aria-selected={mine === active}
                  className={classes.hit}
                  data-active={mine === active || undefined}
                  onMouseEnter={() => setActive(mine)}
                  onClick={(e: MouseEvent) => {
                    if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
                    e.preventDefault();
                    open(hit);
                  }}
                >
                  <Text size="sm" fw={600}>
                    {hit.title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {hit.subtitle}
                  </Text>
                </UnstyledButton>
              );
            })}
          </div>
        ))}
      </div>
      {down.length > 0 && (
        <Text size="xs" c="orange" role="status">
          {t('shell.search.areasDown', { areas: down.map((p) => areaTitle(t, p.area)).join(', ') })}
        </Text>
      )}
    </Stack>
  );
}
