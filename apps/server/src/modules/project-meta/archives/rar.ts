import { createExtractorFromFile } from 'node-unrar-js';
import { MetaError } from '../core/errors';
import type { ArchiveEntry } from './archive-entry';

/** The parts of node-unrar-js's file extractor we redirect so an entry is kept in memory, capped. */
interface FileHooks {
  unrar: { HEAPU8: Uint8Array };
  create(name: string): number;
  write(fd: number, buf: number, size: number): boolean;
  closeFile(fd: number): void;
  tell(fd: number): number;
  seek(fd: number, pos: number, method: string): boolean;
}

const MEMORY_FD = 0x7fff_0000;

/** Lists a RAR in place (the WASM engine reads the file from disk); encrypted headers give an error. */
export async function listRar(path: string, maxEntries: number): Promise<ArchiveEntry[]> {
  const ex = await createExtractorFromFile({ filepath: path });
  const out: ArchiveEntry[] = [];
  try {
    for (const h of ex.getFileList().fileHeaders) {
      if (out.length >= maxEntries) throw new MetaError('too many entries');
      out.push({
        name: h.name,
        size: h.unpSize,
        packedSize: h.packSize,
        directory: h.flags.directory,
        encrypted: h.flags.encrypted,
      });
    }
  } catch (err) {
    throw err instanceof MetaError ? err : new MetaError('rar: cannot list');
  }
  return out;
}

/**
 * Extracts one RAR entry into memory. Nothing touches the disk: the extractor's file hooks are pointed
 * at a buffer that refuses to grow past `max`, whatever size the header declared.
 */
export async function readRarEntry(path: string, name: string, max: number): Promise<Uint8Array> {
  const ex = await createExtractorFromFile({ filepath: path });
  const hooks = ex as unknown as FileHooks;
  const chunks: Uint8Array[] = [];
  let size = 0;
  const { closeFile, tell, seek } = {
    closeFile: hooks.closeFile.bind(hooks),
    tell: hooks.tell.bind(hooks),
    seek: hooks.seek.bind(hooks),
  };
  hooks.create = () => MEMORY_FD;
  hooks.write = (fd, buf, n) => {
    if (fd !== MEMORY_FD) return false;
    size += n;
    // Abort the engine at once rather than let it inflate a bomb to the end with nowhere to write.
    if (size > max) throw new MetaError('entry inflates past the limit');
    chunks.push(hooks.unrar.HEAPU8.slice(buf, buf + n));
    return true;
  };
  hooks.closeFile = (fd) => (fd === MEMORY_FD ? undefined : closeFile(fd));
  hooks.tell = (fd) => (fd === MEMORY_FD ? size : tell(fd));
  hooks.seek = (fd, pos, method) => (fd === MEMORY_FD ? false : seek(fd, pos, method));
  try {
    for (const f of ex.extract({ files: [name] }).files) void f;
  } catch (err) {
    throw err instanceof MetaError ? err : new MetaError('rar: cannot extract');
  }
  if (size > max) throw new MetaError('entry inflates past the limit');
  const out = new Uint8Array(size);
  let o = 0;
  for (const c of chunks) {
    out.set(c, o);
    o += c.length;
  }
  return out;
}
