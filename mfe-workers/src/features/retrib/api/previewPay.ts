import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi } from '@courier/shared';
import { retribKeys } from './keys';

export interface PreviewInput {
  teamId: number;
  date: string;
  waypoints: number;
  km: number;
}

/** retrib/previewPay: one worker-day's pay under the rules in force on that date, with its source. */
export const previewPay = (input: PreviewInput, signal?: AbortSignal) =>
  callApi(api.retrib.previewPay, { query: input, signal });

export const previewPayQueryOptions = (input: PreviewInput) =>
  queryOptions({
    queryKey: retribKeys.preview(input.teamId, input.date, input.waypoints, input.km),
    queryFn: ({ signal }) => previewPay(input, signal),
    placeholderData: keepPreviousData,
  });

export const usePreviewPay = (input: PreviewInput, enabled: boolean) =>
  useQuery({ ...previewPayQueryOptions(input), enabled });
