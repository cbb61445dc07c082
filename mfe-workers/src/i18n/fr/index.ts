import type { Translation } from '@courier/shared';
import type { en } from '../en';
import { common } from './common';
import { contract } from './contract';
import { retrib } from './retrib';
import { statements } from './statements';
import { timeline } from './timeline';
import { vehicles } from './vehicles';
import { workers } from './workers';

/** The area's French messages: the same ids as English (the compiler checks them). */
export const fr: Translation<typeof en> = { ...common, ...workers, ...vehicles, ...retrib, ...statements, ...timeline, ...contract };
