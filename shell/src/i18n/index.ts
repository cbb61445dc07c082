import { createAreaI18n } from '@courier/shared';
import { en } from './en';
import { fr } from './fr';

export const { AreaIntl: ShellIntl, useT, translate } = createAreaI18n('shell', { en, fr });

/** An area's title in the page's language (its English title stays in areas.json). */
export const areaTitle = (t: ReturnType<typeof useT>, area: { name: string; title: string }): string => {
  const id = `shell.areaTitle.${area.name}` as Parameters<ReturnType<typeof useT>>[0];
  const text = t(id);
  return text === id ? area.title : text;
};
