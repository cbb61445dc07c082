import { retrib } from './retrib';
import { statements } from './statements';
import { vehicles } from './vehicles';
import { workers } from './workers';

/** Words of the area's own components (src/components). */
const common = { 'common.date.placeholder': 'DD/MM/YYYY' } as const;

/** The area's English messages (the source): one catalog per feature, merged. */
export const en = { ...common, ...workers, ...vehicles, ...retrib, ...statements } as const;
