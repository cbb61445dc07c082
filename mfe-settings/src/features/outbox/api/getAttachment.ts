import { useMutation } from '@tanstack/react-query';
import { api, callApi, type QueryOf } from '@courier/shared';

export type AttachmentQuery = QueryOf<typeof api.settings.getAttachment>;

/** outbox/getAttachment: one attachment of a mail, base64. */
export function getAttachment(query: AttachmentQuery) {
  return callApi(api.settings.getAttachment, { query });
}

/** Fetches the attachment and hands it to the browser as a download. */
export function useDownloadAttachment() {
  return useMutation({
    mutationFn: async (query: AttachmentQuery) => {
      const file = await getAttachment(query);
      const bytes = Uint8Array.from(atob(file.content), (c) => c.charCodeAt(0));
      const url = URL.createObjectURL(
        new Blob([bytes], { type: file.contentType ?? 'application/octet-stream' }),
      );
      const link = document.createElement('a');
      link.href = url;
      link.download = file.filename;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      return file.filename;
    },
  });
}
