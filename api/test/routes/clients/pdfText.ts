import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The text of a PDF as a reader extracts it (pdfjs-dist, page by page). pdfjs-dist ships ES
 * modules only, which this CommonJS test run cannot load: a child node process reads the PDF
 * from its standard input and prints the text.
 */
export function pdfText(bytes: Buffer): Promise<string> {
  const pdfjs = pathToFileURL(join(dirname(require.resolve('pdfjs-dist/package.json')), 'legacy/build/pdf.mjs')).href;
  // Node 20 lacks Promise.withResolvers, which pdfjs-dist 6 uses: the child adds it first.
  const script = `
    Promise.withResolvers ??= function () {
      let resolve, reject;
      const promise = new Promise((a, b) => { resolve = a; reject = b; });
      return { promise, resolve, reject };
    };
    const { getDocument } = await import(${JSON.stringify(pdfjs)});
    const chunks = [];
    for await (const c of process.stdin) chunks.push(c);
    const doc = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), isEvalSupported: false, verbosity: 0 }).promise;
    const pages = [];
    for (let p = 1; p <= doc.numPages; p++) {
      const content = await (await doc.getPage(p)).getTextContent();
      pages.push(content.items.map((i) => i.str ?? '').join(' '));
    }
    process.stdout.write(pages.join('\\n'));
  `;
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, ['--input-type=module', '-e', script], { maxBuffer: 10_000_000 }, (err, stdout, stderr) =>
      err ? reject(new Error(`pdf text extraction failed: ${stderr || err.message}`)) : resolve(stdout),
    );
    child.stdin?.end(bytes);
  });
}
