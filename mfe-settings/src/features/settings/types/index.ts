/** The routes of the settings feature. */
export const SETTINGS_ROUTES = ['/settings'] as const;
