/** Query keys of the signed-in user's trusted devices. */
export const trustedDevicesKeys = {
  all: ['auth', 'trustedDevices'] as const,
  list: () => [...trustedDevicesKeys.all, 'list'] as const,
};
