/**
 * The one CSV writer of the portal (./write: also read by the API's exports) and the browser's
 * download of its text.
 */
export * from './write';

/** Offers a CSV text as a file download (with a UTF-8 BOM, so spreadsheet programs read the accents). */
export function downloadCsv(fileName: string, text: string): void {
  const blob = new Blob(['\ufeff', text], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
