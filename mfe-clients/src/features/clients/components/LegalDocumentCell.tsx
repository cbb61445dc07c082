import { Anchor, Badge, Stack, Text, Tooltip } from '@mantine/core';
import { notifyError, translatedErrorMessage } from '@courier/shared';
import { useT } from '../../../i18n';
import { downloadCreditNotePdf, type InvoiceRow } from '../api';

/**
 * Which file is the invoice's legal document (Factur-X, or the older PDF of an invoice issued
 * before the seller identity was complete), with the SHA-256 of its bytes; then its credit
 * notes, each a document of its own.
 */
export function LegalDocumentCell({ clientId, invoice }: { clientId: number; invoice: InvoiceRow }) {
  const t = useT();
  const doc = invoice.document;
  return (
    <Stack gap={2}>
      {doc ? (
        <Tooltip label={t('clients.document.sha256', { sha256: doc.sha256 })}>
          <Badge variant="light" color={doc.format === 'facturx' ? 'teal' : 'gray'} tt="none">
            {t(doc.format === 'facturx' ? 'clients.document.facturx' : 'clients.document.pdf', {
              short: doc.sha256.slice(0, 8),
            })}
          </Badge>
        </Tooltip>
      ) : (
        <Text size="xs" c="dimmed">
          {t('clients.document.notYet')}
        </Text>
      )}
      {invoice.creditNotes.map((n) => (
        <Anchor
          key={n.creditNoteId}
          component="button"
          type="button"
          size="xs"
          onClick={() =>
            void downloadCreditNotePdf({ clientId, number: n.number }).catch((e: unknown) =>
              notifyError(translatedErrorMessage(e)),
            )
          }
          aria-label={t('clients.document.downloadCreditNote', { number: n.number })}
        >
          {t('clients.document.creditNote', { number: n.number })}
        </Anchor>
      ))}
    </Stack>
  );
}
