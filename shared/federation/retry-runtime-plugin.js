// Federation runtime plugin: retries a failed manifest or remote entry once before giving up,
// so a blip does not break an area; a real outage still fails fast enough for the error panel.
import { RetryPlugin } from '@module-federation/retry-plugin';

export default function courierRetryPlugin() {
  return RetryPlugin({
    fetch: { retryTimes: 1, retryDelay: 300 },
    script: { retryTimes: 1, retryDelay: 300 },
  });
}
