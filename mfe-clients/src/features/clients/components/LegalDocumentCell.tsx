import { Anchor, Badge, Stack, Text, Tooltip } from '@mantine/core';
import { errorMessage, notifyError } from '@courier/shared';
import { downloadCreditNotePdf, type InvoiceRow } from '../api';

/**
 * Which file is the invoice's legal document (Factur-X, or the older PDF of an invoice issued
 * before the seller identity was complete), with the SHA-256 of its bytes; then its credit
 * notes, each a document of its own.
 */
export function LegalDocumentCell({ clientId, invoice }: { clientId: number; invoice: InvoiceRow }) {
  const doc = invoice.document;
  return (
    <Stack gap={2}>
      {doc ? (
        <Tooltip label={`SHA-256 ${doc.sha256}`}>
          <Badge variant="light" color={doc.format === 'facturx' ? 'teal' : 'gray'} tt="none">
            {doc.format === 'facturx' ? 'Factur-X' : 'PDF (before Factur-X)'} · {doc.sha256.slice(0, 8)}
          </Badge>
        </Tooltip>
      ) : (
        <Text size="xs" c="dimmed">
          Made at first download
        </Text>
      )}
      {invoice.creditNotes.map((n) => (
        <Anchor
          key={n.creditNoteId}
          component="button"
          type="button"
          size="xs"
          onClick={() =>
            void downloadCreditNotePdf({ clientId, number: n.number }).catch((e: unknown) => notifyError(errorMessage(e)))
          }
          aria-label={`Download credit note ${n.number}`}
        >
          Credit note {n.number}
        </Anchor>
      ))}
    </Stack>
  );
}
