/** What a form needs of a contract schema (the app reads zod through @courier/shared). */
export interface BodySchema {
  safeParse(value: unknown): {
    success: boolean;
    error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
  };
}

/**
 * The errors of a body as the server's own schema finds them (`api.planning.<call>.body`), by
 * field path (`startTime`, `missions.0.name`): the first message of each field, so a form says
 * before sending what the server would refuse, next to the input it concerns.
 */
export function contractErrors(schema: BodySchema | undefined, body: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of schema?.safeParse(body).error?.issues ?? []) {
    const field = issue.path.map(String).join('.');
    errors[field] ??= issue.message;
  }
  return errors;
}
