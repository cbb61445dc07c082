import { useEffect } from 'react';
import { usePortalConfig } from '@courier/shared';
import { useT } from '../i18n';

/** The tab's title (`<title>`) in the page's language: "Coursier back office". */
export function useDocumentTitle(): void {
  const t = useT();
  const { productLabel } = usePortalConfig();
  const title = t('shell.document.title', { product: productLabel });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
