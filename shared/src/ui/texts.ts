import { useMemo } from 'react';
import { useSharedT } from '../i18n/createAreaI18n';

/**
 * The words of the shared pieces that an area may still override (`texts` props of
 * ExportButton, BulkDialog, ReadOnlyUntilEdit). By default they come from the UI kit's
 * catalog (shared/src/i18n/messages), in the page's language.
 */
export interface UiTexts {
  export: {
    button: string;
    title: string;
    description: string;
    separator: string;
    semicolon: string;
    comma: string;
    download: string;
    cancel: string;
    downloading: string;
    failed: string;
  };
  bulk: {
    chosen: (chosen: number, total: number) => string;
    selectAll: string;
    skippedBecause: (reason: string) => string;
    cancel: string;
    close: string;
    retry: (count: number) => string;
    reportDone: string;
    reportSkipped: string;
    reportFailed: string;
  };
  forms: {
    edit: string;
    cancel: string;
    leaveUnsaved: string;
    discardTitle: string;
    discardBody: string;
    discard: string;
  };
}

/** The kit's default texts in the page's language. */
export function useUiTexts(): UiTexts {
  const t = useSharedT();
  return useMemo(
    () => ({
      export: {
        button: t('shared.export.button'),
        title: t('shared.export.title'),
        description: t('shared.export.description'),
        separator: t('shared.export.separator'),
        semicolon: t('shared.export.semicolon'),
        comma: t('shared.export.comma'),
        download: t('shared.export.download'),
        cancel: t('shared.cancel'),
        downloading: t('shared.export.downloading'),
        failed: t('shared.export.failed'),
      },
      bulk: {
        chosen: (chosen, total) => t('shared.bulk.chosen', { chosen, total }),
        selectAll: t('shared.bulk.selectAll'),
        skippedBecause: (reason) => t('shared.bulk.skippedBecause', { reason }),
        cancel: t('shared.cancel'),
        close: t('shared.close'),
        retry: (count) => t('shared.bulk.retry', { count }),
        reportDone: t('shared.bulk.reportDone'),
        reportSkipped: t('shared.bulk.reportSkipped'),
        reportFailed: t('shared.bulk.reportFailed'),
      },
      forms: {
        edit: t('shared.edit'),
        cancel: t('shared.cancel'),
        leaveUnsaved: t('shared.forms.leaveUnsaved'),
        discardTitle: t('shared.forms.discardTitle'),
        discardBody: t('shared.forms.discardBody'),
        discard: t('shared.forms.discard'),
      },
    }),
    [t],
  );
}
