// The API process's memory, as the kernel counts it (/proc/<pid>/status, Linux): VmRSS now and
// VmHWM, its peak since the start. The portal starts the API through tsx's launcher, a small
// node process whose child node process runs the server (and has esbuild's service as its own
// child): the figures are that server's.
import { existsSync, readFileSync, readlinkSync } from 'node:fs';
import { basename } from 'node:path';

const childrenOf = (pid: number): number[] => {
  const file = `/proc/${pid}/task/${pid}/children`;
  return existsSync(file) ? readFileSync(file, 'utf8').split(' ').filter(Boolean).map(Number) : [];
};
const isNode = (pid: number) => basename(readlinkSync(`/proc/${pid}/exe`)).startsWith('node');

/** The last node process down from `launcher` (the server, not the launcher, not esbuild). */
export function serverPid(launcher: number): number {
  let pid = launcher;
  for (;;) {
    const next = childrenOf(pid).find(isNode);
    if (next === undefined) return pid;
    pid = next;
  }
}

/** VmRSS and VmHWM (peak) of a process, MB. */
export function memory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}
