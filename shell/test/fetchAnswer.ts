/** What a stubbed fetch answers (jsdom has no Response class): only what the sign-in page's code reads. */
export const fetchAnswer = (status: number, body: unknown) => ({
  ok: status < 400,
  status,
  text: async () => String(body),
  json: async () => body,
  blob: async () => body,
});
