import { useLocale } from '@courier/shared/core';
import type { Endpoint } from '../contract/endpoint';
import { TodayFigures } from './TodayFigures';
import { wordsIn } from './words';
import type { TodayContribution, Words } from './types';

export interface TodayCallOptions {
  id: string;
  /** The area's Today call; the card shows to the users its roles allow. */
  endpoint: Endpoint;
  order: number;
  title: Words;
  /** The area's words for each widget of the call, by key (`planning.anomalies`). */
  widgets: Record<string, Words>;
}

/** A Today card made of one Today call of the area, in the area's words. */
export function todayCall({ id, endpoint, order, title, widgets }: TodayCallOptions): TodayContribution {
  function Component() {
    const locale = useLocale();
    return <TodayFigures endpoint={endpoint} titleOf={(w) => (widgets[w.key] ? wordsIn(widgets[w.key], locale) : w.title)} />;
  }
  Component.displayName = `Today(${id})`;
  return { id, title, requires: endpoint.path, order, Component };
}
