import type { useT } from '../i18n';

/** ExportButton's dialog in the page's language, titled for the list it exports. */
export const exportTexts = (t: ReturnType<typeof useT>, title: string) => ({
  button: t('common.export.button'),
  title,
  description: t('common.export.description'),
  separator: t('common.export.separator'),
  semicolon: t('common.export.semicolon'),
  comma: t('common.export.comma'),
  download: t('common.export.download'),
  cancel: t('common.cancel'),
  downloading: t('common.export.downloading'),
  failed: t('common.export.failed'),
});
