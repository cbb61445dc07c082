import type dayjs from 'dayjs';

/** A day as the API reads it (`YYYY-MM-DD`): data, not display. */
export const isoDay = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');
