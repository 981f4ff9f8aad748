import path from 'node:path';
import SevenZip, { type SevenZipModule } from '7z-wasm';
import { MetaError } from '../core/errors';
import type { ArchiveEntry } from './archive-entry';

/**
 * 7-Zip compiled to WASM (no native binary). A fresh instance per call, since the program keeps
 * global state; the archive is read in place through a read-only view of its folder, and anything
 * extracted stays in the instance's memory file system.
 */
async function run(
  archivePath: string,
  args: (file: string) => string[],
): Promise<{ lines: string[]; code: number; mod: SevenZipModule }> {
  const lines: string[] = [];
  const mod = await SevenZip({
    print: (s: string) => lines.push(s),
    printErr: () => undefined,
    stdin: () => 0,
  } as never);
  mod.FS.mkdir('/in');
  mod.FS.mount(mod.NODEFS, { root: path.dirname(archivePath) }, '/in');
  // The WASM runtime reports its exit code through process.exitCode; keep ours.
  const saved = process.exitCode;
  let code: number;
  try {
    code = Number(
      (mod.callMain as unknown as (a: string[]) => number)(args(`/in/${path.basename(archivePath)}`)) ?? 0,
    );
  } finally {
    process.exitCode = saved;
  }
  return { lines, code, mod };
}

/** `l -slt -ba`: one `Key = value` block per entry. */
export async function list7z(archivePath: string, maxEntries: number): Promise<ArchiveEntry[]> {
  const { lines, code } = await run(archivePath, (f) => ['l', '-slt', '-ba', '-bsp0', '-p', '-sccUTF-8', f]);
  if (code !== 0) throw new MetaError('7z: cannot list');
  const out: ArchiveEntry[] = [];
  let cur: Record<string, string> = {};
  const flush = () => {
    if (cur.Path === undefined) return;
    if (out.length >= maxEntries) throw new MetaError('too many entries');
    out.push({
      name: cur.Path,
      size: Number(cur.Size) || 0,
      packedSize: Number(cur['Packed Size']) || 0,
      directory: cur.Folder === '+' || (cur.Attributes ?? '').startsWith('D'),
      encrypted: cur.Encrypted === '+',
    });
    cur = {};
  };
  for (const line of lines) {
    // Progress text (backspaced away on a terminal) may precede the first key.
    const m = /^([\w ]+?) = (.*)$/.exec(line.slice(line.lastIndexOf('\b') + 1));
    if (!m) continue;
    if (m[1] === 'Path') flush();
    cur[m[1]] = m[2];
  }
  flush();
  return out;
}

/** Extracts one entry by exact name (`-spd`: no wildcards) into memory; checked against `max` again after. */
export async function read7zEntry(archivePath: string, name: string, max: number): Promise<Uint8Array> {
  const { code, mod } = await run(archivePath, (f) => [
    'e',
    f,
    '-o/out',
    '-bsp0',
    '-p',
    '-y',
    '-spd',
    '-sccUTF-8',
    '--',
    name,
  ]);
  if (code !== 0) throw new MetaError('7z: cannot extract');
  const file = `/out/${name.split(/[\\/]/).pop() ?? ''}`;
  const st = mod.FS.stat(file);
  if (st.size > max) throw new MetaError('entry inflates past the limit');
  return mod.FS.readFile(file) as Uint8Array;
}
