/** The routes of the chat feature. */
export const CHAT_ROUTES = ['/chat'] as const;
