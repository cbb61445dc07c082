import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key every per-address limit counts by, so one client counts once whatever address it picks:
 * an IPv4 address (also when IPv4-mapped in IPv6), or the /64 of any other IPv6 address (a host
 * usually holds a whole /64). Anything else is kept as it is.
 */
export function clientNetwork(ip: string): string {
  const address = ip.trim().toLowerCase().replace(/%.*$/, '');
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return ip;
  const groups = ipv6Groups(address);
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a trailing dotted IPv4 read as two groups). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const parse = (part: string | undefined) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const before = parse(head);
  const after = parse(tail);
  const zeros = tail === undefined ? [] : new Array<number>(8 - before.length - after.length).fill(0);
  return [...before, ...zeros, ...after];
}
