import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface PdfParts {
  /** The text of each page as a reader extracts it. */
  pages: string[];
  attachments: { filename: string; description: string | null; content: string }[];
  /** The XMP metadata packet. */
  xmp: string | null;
  info: Record<string, unknown>;
  /** Every font the pages use, and whether its file is in the PDF. */
  fonts: { name: string; embedded: boolean }[];
  images: number;
}

/**
 * What a PDF reader finds in a document (pdfjs-dist, in a child process like pdfText): the
 * pages' text, the embedded files, the XMP, the info dictionary and the fonts the pages use.
 */
export function pdfParts(bytes: Buffer): Promise<PdfParts> {
  const pdfjs = pathToFileURL(
    join(dirname(require.resolve('pdfjs-dist/package.json')), 'legacy/build/pdf.mjs'),
  ).href;
  const script = `
    Promise.withResolvers ??= function () {
      let resolve, reject;
      const promise = new Promise((a, b) => { resolve = a; reject = b; });
      return { promise, resolve, reject };
    };
    const { getDocument, OPS } = await import(${JSON.stringify(pdfjs)});
    const chunks = [];
    for await (const c of process.stdin) chunks.push(c);
    const doc = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), isEvalSupported: false, verbosity: 0 }).promise;
    const pages = [];
    const fonts = new Map();
    let images = 0;
    for (let p = 1; p <= doc.numPages; p++) {
      const page = await doc.getPage(p);
      const content = await page.getTextContent();
      pages.push(content.items.map((i) => i.str ?? '').join(' '));
      const ops = await page.getOperatorList();
      ops.fnArray.forEach((fn, i) => {
        if (fn === OPS.paintImageXObject) images++;
        if (fn === OPS.setFont) {
          const id = ops.argsArray[i][0];
          const f = page.commonObjs.has(id) ? page.commonObjs.get(id) : null;
          if (f) fonts.set(f.loadedName ?? id, { name: f.name ?? f.fallbackName ?? id, embedded: !f.missingFile });
        }
      });
    }
    const attachments = [];
    const att = await doc.getAttachments();
    for (const [id, a] of att ?? []) {
      const content = await doc.getAttachmentContent(id);
      attachments.push({ filename: a.filename, description: a.description ?? null, content: Buffer.from(content).toString('utf8') });
    }
    const md = await doc.getMetadata();
    process.stdout.write(JSON.stringify({
      pages, attachments, xmp: md.metadata ? md.metadata.getRaw() : null, info: md.info,
      fonts: [...fonts.values()], images,
    }));
  `;
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['--input-type=module', '-e', script],
      { maxBuffer: 50_000_000 },
      (err, stdout, stderr) =>
        err
          ? reject(new Error(`pdf reading failed: ${stderr || err.message}`))
          : resolve(JSON.parse(stdout) as PdfParts),
    );
    child.stdin?.end(bytes);
  });
}
