import { useMutation } from '@tanstack/react-query';
import { api, callApi, downloadBase64File, type QueryOf } from '@courier/shared';

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
      downloadBase64File({ fileName: file.filename, contentType: file.contentType, content: file.content });
      return file.filename;
    },
  });
}
