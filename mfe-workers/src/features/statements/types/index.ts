import type { BodyOf, QueryOf, ResponseOf, api } from '@courier/shared';

/** The page of the statements, a sub-page of /retrib. */
export const STATEMENTS_ROUTE = '/retrib/statements';

export type StatementsQuery = QueryOf<typeof api.retrib.getStatements>;
export type StatementsAnswer = ResponseOf<typeof api.retrib.getStatements>;
export type PayStatement = StatementsAnswer['statements'][number];
export type StatementDay = PayStatement['days'][number];
export type MonthClosing = StatementsAnswer['closed'];
export type ReopenMonthBody = BodyOf<typeof api.retrib.reopenMonth>;
export type PayChange = ResponseOf<typeof api.retrib.reopenMonth>['changes'][number];

/** Whose statements the page shows: one worker, a team or an agency. */
export type StatementScope = { kind: 'worker' | 'team' | 'agency'; id: number };
