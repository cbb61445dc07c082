/** Hands a file answer of the API (base64 bytes, or text) to the browser as a download. */
export function saveFile(
  file: { fileName: string; contentType: string; content: string },
  base64: boolean,
): void {
  const blob = base64
    ? new Blob([Uint8Array.from(atob(file.content), (c) => c.charCodeAt(0))], { type: file.contentType })
    : // A UTF-8 BOM so that spreadsheet programs read the accents.
      new Blob(['\ufeff', file.content], { type: `${file.contentType};charset=utf-8` });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
