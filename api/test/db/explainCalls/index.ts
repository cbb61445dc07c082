import type { Call, Picks } from './picks';
import { workerAndClientCalls } from './workersAndClients';
import { otherAreaCalls } from './otherAreas';

export { addDays, type Call, type Picks } from './picks';

/** Every call the EXPLAIN test sends, given the ids and values read from the filled database. */
export function calls(p: Picks): Call[] {
  return [...workerAndClientCalls(p), ...otherAreaCalls(p)];
}
