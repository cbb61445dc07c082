/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrlOf(serverUrl: string, name: string): string;
/** Runs one statement on the server's maintenance connection (CREATE / DROP DATABASE). */
export function onServer(serverUrl: string, sql: string): Promise<void>;
