export * from './keys';
export * from './getSettingsList';
export * from './saveSettingsItem';
export * from './getAdminEvents';
export * from './getUserList';
