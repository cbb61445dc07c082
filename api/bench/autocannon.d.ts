// The few parts of autocannon 8 the bench uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /** setupRequest may change each request (its path: a varied mix). */
    requests?: { setupRequest?: (request: Record<string, unknown>) => Record<string, unknown> }[];
  }
  interface Result {
    requests: { average: number };
    errors: number;
    non2xx: number;
  }
  type Instance = EventEmitter & PromiseLike<Result>;
  function autocannon(options: Options): Instance;
  export default autocannon;
}
