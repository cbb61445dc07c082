/**
 * Hands bytes or text to the browser as a file download: the one place the portal does it
 * (CSV exports, invoice and statement PDFs, mail attachments, the payroll CSV).
 */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked once the browser has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A file answer of the API (`content` in base64) as a download. */
export function downloadBase64File(file: {
  fileName: string;
  contentType?: string | null;
  content: string;
}): void {
  const bytes = Uint8Array.from(atob(file.content), (c) => c.charCodeAt(0));
  downloadBlob(file.fileName, new Blob([bytes], { type: file.contentType ?? 'application/octet-stream' }));
}

/** A CSV text as a download, with a UTF-8 BOM so that spreadsheet programs read the accents. */
export function downloadCsv(fileName: string, text: string): void {
  downloadBlob(fileName, new Blob(['\ufeff', text], { type: 'text/csv;charset=utf-8' }));
}
