import { stopPortal } from './portal';

export default async function globalTeardown() {
  stopPortal();
}
