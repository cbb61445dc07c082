import { SegmentedControl } from '@mantine/core';
import { chooseLanguage, isLanguage, notifyError, useLocale } from '@courier/shared';
import { translate, useT } from '../../../i18n';

// Language codes, the same in every language.
const CODE = { en: 'EN', fr: 'FR' } as const;

/**
 * The page's language, switched at once for the shell and every area (no reload) and kept on
 * the server for the next sign-in. Each choice is written in its own language.
 */
export function LanguageSwitch() {
  const t = useT();
  const locale = useLocale();
  const change = (value: string) => {
    if (!isLanguage(value)) return;
    chooseLanguage(value).catch((error: unknown) => notifyError(error, translate('shell.language.failed')));
  };
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('shell.language.label')}
      value={locale === 'fr' ? 'fr' : 'en'}
      onChange={change}
      data={[
        { value: 'en', label: <span lang="en" title={t('shell.language.en')}>{CODE.en}</span> },
        { value: 'fr', label: <span lang="fr" title={t('shell.language.fr')}>{CODE.fr}</span> },
      ]}
    />
  );
}
