/**
 * Factur-X documents made on worker threads (piscina), so that the invoicing run renders on every
 * core while the main thread serves calls (docs/decisions.md). The worker is the source under tsx
 * or `dist/facturx-worker.js` in production; where neither runs (jest), documents are made in the
 * calling thread, with the same bytes.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { Piscina } from 'piscina';
import { repoRoot } from '../../config';
import { facturX, type FacturX } from './facturx';
import type { LegalDocument } from './types';

let pool: Piscina | null | undefined;

function workerFile(): string | null {
  if (process.env.JEST_WORKER_ID !== undefined || process.env.FACTURX_THREADS === '0') return null;
  const main = process.argv[1] ?? '';
  if (basename(main) === 'server.js' || basename(main) === 'cli.js') {
    const built = join(dirname(main), 'facturx-worker.js');
    return existsSync(built) ? built : null;
  }
  const source = join(repoRoot(), 'api', 'src', 'domain', 'facturx', 'worker.ts');
  const underTsx = process.execArgv.some((a) => a.includes('tsx'));
  return underTsx && existsSync(source) ? source : null;
}

function threads(): Piscina | null {
  if (pool === undefined) {
    const filename = workerFile();
    pool = filename
      ? new Piscina({
          filename,
          maxThreads: Math.max(1, Number(process.env.FACTURX_THREADS ?? availableParallelism())),
          // Idle threads end: a process that issues no documents keeps no renderer in memory.
          idleTimeout: 30_000,
          // A document needs little memory; each thread gets the main thread's production budget.
          resourceLimits: { maxOldGenerationSizeMb: 192 },
        })
      : null;
  }
  return pool;
}

/** A Factur-X document, made on a worker thread when the process has them. */
export async function facturXOnThreads(doc: LegalDocument): Promise<FacturX> {
  const p = threads();
  if (!p) return facturX(doc);
  const made = (await p.run(doc)) as { pdf: Uint8Array; xml: string; totals: FacturX['totals'] };
  return { pdf: Buffer.from(made.pdf.buffer, made.pdf.byteOffset, made.pdf.byteLength), xml: made.xml, totals: made.totals };
}

/** Ends the threads (the app's close). */
export async function closeFacturXThreads(): Promise<void> {
  const p = pool;
  pool = undefined;
  if (p) await p.destroy();
}
