import type { UiTexts } from '@courier/shared';
import type { T } from '../i18n';

/** The export dialog (shared ExportButton) in the page's language. */
export const exportTexts = (t: T): Partial<UiTexts['export']> => ({
  button: t('finance.export.button'),
  title: t('finance.export.title'),
  description: t('finance.export.description'),
  separator: t('finance.export.separator'),
  semicolon: t('finance.export.semicolon'),
  comma: t('finance.export.comma'),
  download: t('finance.export.download'),
  cancel: t('finance.cancel'),
  downloading: t('finance.export.downloading'),
  failed: t('finance.export.failed'),
});

/** The bulk dialog (shared BulkDialog) in the page's language. */
export const bulkTexts = (t: T): Partial<UiTexts['bulk']> => ({
  chosen: (chosen, total) => t('finance.bulk.chosen', { chosen, total }),
  selectAll: t('finance.bulk.selectAll'),
  skippedBecause: (reason) => t('finance.bulk.skippedBecause', { reason }),
  cancel: t('finance.cancel'),
  close: t('finance.bulk.close'),
  retry: (count) => t('finance.bulk.retry', { count }),
  reportDone: t('finance.bulk.reportDone'),
  reportSkipped: t('finance.bulk.reportSkipped'),
  reportFailed: t('finance.bulk.reportFailed'),
});
