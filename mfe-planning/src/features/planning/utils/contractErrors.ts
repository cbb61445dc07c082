import { translate } from '../../../i18n';

/** The contract's own message for a time of day that is not `HH:MM` (shared/src/contract/planning.ts). */
const CONTRACT_TIME_MESSAGE = 'Expected HH:MM';

/** The contract's custom messages are English: the ones a planner can meet are said in the page's language. */
const say = (message: string) => (message === CONTRACT_TIME_MESSAGE ? translate('common.time.invalid') : message);

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
    errors[field] ??= say(issue.message);
  }
  return errors;
}
