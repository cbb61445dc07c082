/** DOM event by which an area's error panel asks the shell to reload it. */
export const RETRY_AREA_EVENT = 'courier:retry-area';
/** DOM event of the federation runtime plugin when a remote fails to load. */
export const REMOTE_ERROR_EVENT = 'courier:remote-error';

export interface RetryAreaDetail {
  name: string;
}

/** Asks the shell to reload an area; returns false when no shell listens (standalone). */
export function requestAreaRetry(name: string): boolean {
  const event = new CustomEvent<RetryAreaDetail>(RETRY_AREA_EVENT, { detail: { name }, cancelable: true });
  // The shell's listener calls preventDefault() when it takes over.
  return !window.dispatchEvent(event);
}
