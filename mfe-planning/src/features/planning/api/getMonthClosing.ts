import { queryOptions, useQueries } from '@tanstack/react-query';
import { api, callApi, canCallApi, useRoles } from '@courier/shared';
import { planningKeys } from './keys';

const STATEMENTS = 'retrib/statements/getStatements';

/**
 * Whether a pay month (YYYY-MM) is closed. The API answers it only with the month's pay
 * statements (retrib/statements/getStatements, RETRIB role): the statement of one worker is
 * asked, and only its `closed` is read.
 */
export const getMonthClosingQueryOptions = (month: string, workerId: number) =>
  queryOptions({
    queryKey: planningKeys.of('monthClosing', { month }),
    queryFn: async ({ signal }) =>
      (await callApi(api.retrib.getStatements, { query: { month, workerId }, signal })).closed !== null,
    staleTime: 5 * 60_000,
  });

/**
 * The months among `months` known to be closed, for a user whose roles may read pay statements
 * (nothing is asked otherwise). `workerId`: any worker of the board.
 */
export function useClosedMonthsFromPay(months: readonly string[], workerId: number | undefined): string[] {
  const roles = useRoles();
  const allowed = canCallApi(STATEMENTS, roles) && workerId !== undefined;
  const answers = useQueries({
    queries: months.map((month) => ({
      ...getMonthClosingQueryOptions(month, workerId ?? 0),
      enabled: allowed,
    })),
  });
  return months.filter((_, i) => answers[i]?.data === true);
}
