export type { TrustedDevice } from '@courier/shared';
