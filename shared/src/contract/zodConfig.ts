import { z } from 'zod';

// In a page, zod never tries `Function("")` (its check for compiling object parsers, made when
// the first object schema is built): the portal's Content-Security-Policy forbids eval, so the
// check would be reported as a violation. Every contract module imports this first. The server
// keeps the compiled parsers (faster, no CSP there).
if ((globalThis as { document?: unknown }).document !== undefined) z.config({ jitless: true });
