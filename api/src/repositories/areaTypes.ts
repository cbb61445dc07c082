/**
 * Types of the contract's calls as the server sees them (after zod parsing), by area and
 * name: `BodyOut<'workers', 'addWorker'>`. Only `@courier/shared/contract` is exported by the
 * shared package, so area types are read through `api` rather than imported by file.
 */
import type { z } from 'zod';
import type { api } from '@courier/shared/contract';

type Api = typeof api;
type Part<
  A extends keyof Api,
  K extends keyof Api[A],
  P extends 'query' | 'body' | 'response',
> = Api[A][K] extends {
  [key in P]?: infer S;
}
  ? S extends z.ZodType
    ? z.output<S>
    : never
  : never;

export type QueryOut<A extends keyof Api, K extends keyof Api[A]> = Part<A, K, 'query'>;
export type BodyOut<A extends keyof Api, K extends keyof Api[A]> = Part<A, K, 'body'>;
export type ResponseOut<A extends keyof Api, K extends keyof Api[A]> = Part<A, K, 'response'>;
