import { useRef } from 'react';
import { Box, Button, Group, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import dayjs from 'dayjs';
import { todayInParis, useFormat } from '@courier/shared';
import { useT } from '../../../i18n';
import type { CalendarEntry } from '../types';

/** A Monday, then the six days after it: the grid's column heads in the page's language. */
const WEEK = Array.from({ length: 7 }, (_, i) => `2026-11-${String(16 + i).padStart(2, '0')}`);

export interface MonthCalendarProps {
  /** YYYY-MM */
  month: string;
  entries: CalendarEntry[];
  selected: string | null;
  onSelect: (date: string) => void;
  onMonthChange: (month: string) => void;
}

/** A month grid (weeks start on Monday); days with an override are marked and named so. */
export function MonthCalendar({ month, entries, selected, onSelect, onMonthChange }: MonthCalendarProps) {
  const t = useT();
  const format = useFormat();
  const weekdays = WEEK.map((day) => format.shortDay(day).split(/[\s,.]/)[0]);
  const first = dayjs(`${month}-01`);
  /** The button to the previous (-1) or next (+1) month. */
  const monthStep = (by: -1 | 1) => (
    <Button
      variant="subtle"
      size="xs"
      aria-label={t(by < 0 ? 'retrib.calendar.previous' : 'retrib.calendar.next')}
      onClick={() => onMonthChange(first.add(by, 'month').format('YYYY-MM'))}
    >
      {by < 0 ? '‹' : '›'}
    </Button>
  );
  const offset = (first.day() + 6) % 7;
  const byDate = new Map(entries.map((e) => [e.date, e]));
  const days = Array.from({ length: first.daysInMonth() }, (_, i) => first.add(i, 'day'));
  const today = todayInParis();
  const grid = useRef<HTMLDivElement>(null);
  // One tab stop in the grid (the selected day, else today, else the 1st); arrows move between days.
  const focusable = selected?.startsWith(month) ? selected : today.startsWith(month) ? today : `${month}-01`;
  const STEP: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
  const onKeyDown = (e: React.KeyboardEvent<HTMLButtonElement>, date: string) => {
    const step = STEP[e.key];
    if (step === undefined) return;
    const target = dayjs(date).add(step, 'day').format('YYYY-MM-DD');
    const button = grid.current?.querySelector<HTMLButtonElement>(`button[data-date="${target}"]`);
    if (!button) return;
    e.preventDefault();
    button.focus();
  };

  return (
    <Box>
      <Group justify="space-between" mb="xs">
        {monthStep(-1)}
        <Text fw={600} aria-live="polite">
          {format.month(month)}
        </Text>
        {monthStep(1)}
      </Group>
      <SimpleGrid
        ref={grid}
        cols={7}
        spacing={4}
        verticalSpacing={4}
        role="group"
        aria-label={t('retrib.calendar.days', { month: format.month(month) })}
      >
        {weekdays.map((d) => (
          <Text key={d} size="xs" c="dimmed" ta="center" aria-hidden>
            {d}
          </Text>
        ))}
        {Array.from({ length: offset }, (_, i) => (
          <span key={`pad-${i}`} aria-hidden />
        ))}
        {days.map((d) => {
          const date = d.format('YYYY-MM-DD');
          const entry = byDate.get(date);
          const isSelected = date === selected;
          return (
            <UnstyledButton
              key={date}
              onClick={() => onSelect(date)}
              onKeyDown={(e) => onKeyDown(e, date)}
              tabIndex={date === focusable ? 0 : -1}
              aria-pressed={isSelected}
              // The name starts with what the button shows (day, then the override's price), so
              // speech control users can say it (WCAG 2.5.3, axe label-content-name-mismatch).
              aria-label={
                entry
                  ? t('retrib.calendar.dayOverride', {
                      day: d.date(),
                      amount: format.money(entry.priceDay),
                      date: format.longDate(date),
                    })
                  : format.longDate(date)
              }
              data-date={date}
              data-override={entry ? 'true' : undefined}
              p={4}
              style={{
                borderRadius: 6,
                minHeight: 48,
                border: `1px solid ${isSelected ? 'var(--mantine-color-blue-6)' : 'var(--mantine-color-gray-3)'}`,
                background: entry ? 'var(--mantine-color-yellow-1)' : undefined,
                outlineOffset: 2,
              }}
            >
              <Text size="sm" fw={date === today ? 700 : 400}>
                {d.date()}
              </Text>
              {entry && ' '}
              {entry && (
                <Text size="10px" c="dimmed" lh={1.1}>
                  {format.money(entry.priceDay)}
                </Text>
              )}
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </Box>
  );
}
