/**
 * `pnpm --filter @courier/api exec tsx bench/facturx.ts` (also run by `pnpm bench api`): the
 * time to make one Factur-X document (the readable PDF, the CII XML, PDF/A-3 with the XML
 * attached), one after the other on one core, for BENCH_DOCS documents (default 200) of 1 to
 * 40 lines, French and English, invoices and credit notes; prints the median and spread per
 * document, the PDF sizes and the month's run (3,305 documents) at that pace. Target: the
 * month's run <= 30 s. No database: only the document engine.
 */
import { facturX, type LegalDocument, type LegalLine } from '../src/domain/facturx';
import { creditNoteDoc, invoiceDoc } from '../test/domain/facturxFixture';

const DOCS = Number(process.env.BENCH_DOCS ?? 200);
const MONTH = 3_305;

function doc(i: number): LegalDocument {
  const n = 1 + ((i * 7) % 40);
  const lines: LegalLine[] = Array.from({ length: n }, (_, j) => ({
    description: `Courses ${j + 1} – tournée n° ${i}-${j}`,
    quantity: 1 + ((i + j) % 25),
    unitPriceCents: 900 + ((i * 31 + j * 17) % 9000),
    vatCategory: 'S',
    vatRateBp: j % 9 === 8 ? 550 : 2000,
  }));
  const base = i % 10 === 9 ? creditNoteDoc({ lines }) : invoiceDoc({ lines });
  return { ...base, number: `${base.number}-${i}`, language: i % 4 === 3 ? 'en' : 'fr' };
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

async function main() {
  // The first document loads pdfkit, the fonts and the library: timed apart.
  let started = performance.now();
  await facturX(doc(0));
  const coldMs = performance.now() - started;
  const ms: number[] = [];
  const bytes: number[] = [];
  const cpu = process.cpuUsage();
  const all = performance.now();
  for (let i = 1; i <= DOCS; i++) {
    started = performance.now();
    const fx = await facturX(doc(i));
    ms.push(performance.now() - started);
    bytes.push(fx.pdf.length);
  }
  const wallMs = performance.now() - all;
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000 / DOCS;
  ms.sort((a, b) => a - b);
  bytes.sort((a, b) => a - b);
  const mean = wallMs / DOCS;
  const f = (v: number) => v.toFixed(1);
  console.log(`facturX: ${DOCS} documents of 1 to 40 lines, one at a time (first one, cold: ${f(coldMs)} ms)`);
  console.log(
    `  per document: median ${f(quantile(ms, 0.5))} ms, p10 ${f(quantile(ms, 0.1))}, p90 ${f(quantile(ms, 0.9))}, min ${f(ms[0]!)}, max ${f(ms[ms.length - 1]!)}, mean ${f(mean)} ms`,
  );
  console.log(`  CPU time per document: ${f(cpuMs)} ms (the wall time above includes waiting for a shared CPU)`);
  console.log(`  PDF size: median ${(quantile(bytes, 0.5) / 1024).toFixed(1)} KiB, max ${(bytes[bytes.length - 1]! / 1024).toFixed(1)} KiB`);
  const monthS = (mean * MONTH) / 1000;
  const monthCpuS = (cpuMs * MONTH) / 1000;
  console.log(
    `  the month's ${MONTH} documents, one core: ${monthS.toFixed(1)} s at this wall pace, ${monthCpuS.toFixed(1)} s of CPU (target <= 30 s: ${monthS <= 30 ? 'met' : monthCpuS <= 30 ? 'met in CPU time only' : 'MISSED'})`,
  );
  const mem = process.memoryUsage();
  console.log(`  memory: rss ${(mem.rss / 2 ** 20).toFixed(0)} MiB, heap ${(mem.heapUsed / 2 ** 20).toFixed(0)} MiB`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
