import { convert } from 'xmlbuilder2';

// ---------------------------------------------------------------- a small reader of the CII XML

export type Node = Record<string, unknown> | string;

/** Every node at a path of element names below `from` (arrays flattened). */
export function all(from: unknown, path: string): Node[] {
  let nodes: unknown[] = [from];
  for (const step of path.split('/')) {
    nodes = nodes.flatMap((n) => {
      const v = n && typeof n === 'object' ? (n as Record<string, unknown>)[step] : undefined;
      return v === undefined ? [] : Array.isArray(v) ? v : [v];
    });
  }
  return nodes as Node[];
}

/** The text of a node ('#' when it has attributes). */
export function text(n: Node | undefined): string | undefined {
  if (n === undefined) return undefined;
  const t = typeof n === 'string' ? n : (n['#'] as string | undefined);
  // xmlbuilder2's object form keeps the entities of the text.
  return t
    ?.replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The single value at a path; fails when absent, empty or repeated. */
export function one(from: unknown, path: string): string {
  const nodes = all(from, path);
  if (nodes.length !== 1) throw new Error(`${path}: ${nodes.length} nodes`);
  const t = text(nodes[0]);
  if (t === undefined || t.trim() === '') throw new Error(`${path}: empty`);
  return t;
}

export function attr(from: unknown, path: string, name: string): string | undefined {
  const n = all(from, path)[0];
  return n && typeof n === 'object' ? (n[`@${name}`] as string | undefined) : undefined;
}

/** A CII decimal amount to cents, refusing more than 2 decimals (BR-DEC-*). */
export function cents(value: string): number {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(value);
  if (!m) throw new Error(`not an amount with at most 2 decimals: ${value}`);
  const c = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -c : c;
}

export function parse(xml: string) {
  const o = convert(xml, { format: 'object' }) as Record<string, unknown>;
  const root = o['rsm:CrossIndustryInvoice'];
  const tx = all(root, 'rsm:SupplyChainTradeTransaction')[0];
  return {
    root,
    doc: all(root, 'rsm:ExchangedDocument')[0],
    agreement: all(tx, 'ram:ApplicableHeaderTradeAgreement')[0],
    settlement: all(tx, 'ram:ApplicableHeaderTradeSettlement')[0],
    lines: all(tx, 'ram:IncludedSupplyChainTradeLineItem'),
    tx,
  };
}

export type Parsed = ReturnType<typeof parse>;
