import { openLargeData } from './largeData';

/** TODO: the huge seed. */
export async function openHugeData(): ReturnType<typeof openLargeData> {
  throw new Error('--size huge is not made yet');
}
