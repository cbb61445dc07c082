import type { ComponentType, ReactNode } from 'react';
import type { Endpoint } from '../contract/endpoint';
import type { TodayItem, TodayWidgetData } from '../contract/today';
import { useFormat } from '@courier/shared/core';
import { TodayFigures } from './TodayFigures';
import type { TodayContribution, Words } from './types';

type Values = Record<string, string | number>;

/** The area's catalog ids of one widget's words. */
export interface TodayWidgetWords<Id extends string> {
  /** The title; values `month` (a month's name), `day` (a date), `days`, `count`. */
  title: Id;
  /** Each item's subtitle; values `code`, `date` (a date), `count`, `kind`, `text` ('' or 0 when absent). */
  item?: Id;
}

export interface TodayCallOptions<Id extends string> {
  id: string;
  /** The area's Today call; the card shows to the users its roles allow. */
  endpoint: Endpoint;
  order: number;
  title: Words;
  /** The area's words: its provider (its catalogs in the page's language) and its `useT`. */
  Intl: ComponentType<{ children: ReactNode }>;
  useT: () => (id: Id, values?: Values) => string;
  /** Each widget's words, by key (`planning.anomalies`). */
  widgets: Record<string, TodayWidgetWords<Id>>;
}

/**
 * A Today card made of one Today call of the area, in the area's words: the server sends each
 * widget's key and values and each item's data; the area's catalog makes the sentences, with the
 * shared formats for dates, months and numbers.
 */
export function todayCall<Id extends string>({ id, endpoint, order, title, Intl, useT, widgets }: TodayCallOptions<Id>): TodayContribution {
  function Figures() {
    const t = useT();
    const f = useFormat();
    const titleOf = (w: TodayWidgetData) => {
      const words = widgets[w.key];
      if (!words) return w.key;
      const v = w.values;
      return t(words.title, {
        count: w.count,
        month: v.month ? f.month(v.month) : '',
        day: v.day ? f.date(v.day) : '',
        days: v.days ?? 0,
      });
    };
    const subtitleOf = (w: TodayWidgetData, item: TodayItem) => {
      const words = widgets[w.key]?.item;
      if (!words) return '';
      return t(words, {
        code: item.code ?? '',
        date: item.date ? f.date(item.date) : '',
        count: item.count ?? 0,
        kind: item.kind ?? 'other',
        text: item.text ?? '',
      });
    };
    return <TodayFigures endpoint={endpoint} titleOf={titleOf} subtitleOf={subtitleOf} />;
  }
  function Component() {
    return (
      <Intl>
        <Figures />
      </Intl>
    );
  }
  Component.displayName = `Today(${id})`;
  return { id, title, requires: endpoint.path, order, Component };
}
