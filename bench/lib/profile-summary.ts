// Reads the V8 CPU profiles a server wrote (--cpu-prof) and answers where the time went: self time by
// package and by function, as Markdown tables.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, table } from './report';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

function owner(url: string): string {
  if (!url) return '(native / V8)';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = url.slice(nm + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  if (url.startsWith('node:')) return 'node core';
  if (url.includes('/.e2e-builds/bench/')) return 'server (bundle)';
  return path.basename(url);
}

export function summariseProfiles(dir: string, top = 15): string {
  const abs = path.resolve(ROOT, dir);
  if (!fs.existsSync(abs)) return '(no profile written)';
  const byOwner = new Map<string, number>();
  const byFn = new Map<string, number>();
  let total = 0;
  for (const f of fs.readdirSync(abs).filter((x) => x.endsWith('.cpuprofile'))) {
    const p = JSON.parse(fs.readFileSync(path.join(abs, f), 'utf8')) as CpuProfile;
    const nodes = new Map(p.nodes.map((n) => [n.id, n]));
    p.samples.forEach((id, i) => {
      const n = nodes.get(id)!;
      const us = p.timeDeltas[i] ?? 0;
      const fn = n.callFrame.functionName || '(anonymous)';
      if (fn === '(idle)') return;
      total += us;
      const o = fn.startsWith('(') ? fn : owner(n.callFrame.url);
      byOwner.set(o, (byOwner.get(o) ?? 0) + us);
      const key = `${fn} ${owner(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
      byFn.set(key, (byFn.get(key) ?? 0) + us);
    });
  }
  const pct = (us: number) => `${((100 * us) / Math.max(1, total)).toFixed(1)}%`;
  const rank = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, v]) => [k.replace(/\|/g, '\\|'), pct(v)]);
  return `${table(['package', 'self time (busy)'], rank(byOwner))}\n\n${table(['function', 'self time (busy)'], rank(byFn))}`;
}
