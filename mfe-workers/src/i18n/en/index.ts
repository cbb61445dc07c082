import { common } from './common';
import { contract } from './contract';
import { retrib } from './retrib';
import { statements } from './statements';
import { timeline } from './timeline';
import { vehicles } from './vehicles';
import { workers } from './workers';

/** The area's English messages (the source): one catalog per feature, merged. */
export const en = { ...common, ...workers, ...vehicles, ...retrib, ...statements, ...timeline, ...contract } as const;
