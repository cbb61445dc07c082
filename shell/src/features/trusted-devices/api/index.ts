export * from './keys';
export * from './getTrustedDevices';
export * from './revokeTrustedDevice';
