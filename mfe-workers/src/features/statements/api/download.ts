import { downloadBase64File, downloadCsv } from '@courier/shared';

/** Hands a file answer of the API (base64 bytes, or CSV text) to the browser as a download. */
export function saveFile(
  file: { fileName: string; contentType: string; content: string },
  base64: boolean,
): void {
  if (base64) downloadBase64File(file);
  else downloadCsv(file.fileName, file.content);
}
