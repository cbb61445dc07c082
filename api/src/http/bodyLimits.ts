/**
 * Every request body limit of the API, in bytes, in one place: the app's default and the calls
 * that raise it. deploy/nginx.conf's `client_max_body_size` (location /api/) is the largest of
 * them, so that the proxy refuses no body the API would take (test/deploy/nginxConf.test.ts
 * checks both, and that no limit is written elsewhere). Over a call's own limit the API answers
 * 413 in its error format; over the largest, nginx answers the same envelope.
 */
const MB = 1024 * 1024;

export const BODY_LIMITS = {
  /** Every call but those below (docs/product.md#constants-and-limits). */
  default: 1 * MB,
  /** workers/uploadPhoto: base64 of a 5 MB photo is about 6.7 MB of text. */
  workerPhoto: 8 * MB,
  /** chat/sendMessage: base64 of a 10 MB attachment is about 13.4 MB of text, plus the JSON around it. */
  chatSendMessage: 15 * MB,
} as const;

/** The largest body any call takes: nginx's client_max_body_size. */
export const LARGEST_BODY_LIMIT = Math.max(...Object.values(BODY_LIMITS));
