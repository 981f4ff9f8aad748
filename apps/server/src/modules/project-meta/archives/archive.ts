import type { ProjectMeta } from '@vsqx/domain';
import { MetaError } from '../core/errors';
import { cleanText } from '../core/text';
import { bufferSource, type Source } from '../core/source';
import type { ArchiveEntry } from './archive-entry';
import { ARCHIVE_LIMITS, ZipReader } from './zip';
import { zipEntrySource } from './zip-entry-source';
import { listRar, readRarEntry } from './rar';
import { list7z, read7zEntry } from './seven-zip';

export type ArchiveType = 'zip' | 'rar' | '7z';

/** Project formats looked for inside an archive; MIDI only when nothing else is there. */
const PROJECT_EXTENSIONS = ['vsqx', 'vpr', 'vsq', 'ccs', 'svp', 's5p', 'dv', 'sk', 'ust', 'svip'];
const MIDI_EXTENSIONS = ['mid', 'midi'];

export function extensionOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** Declared sizes decide only what we skip; the readers check the real size again while extracting. */
function plausible(e: ArchiveEntry): boolean {
  if (e.directory || e.encrypted || e.size > ARCHIVE_LIMITS.entryBytes) return false;
  if (/(^|[\\/])(__MACOSX[\\/]|\._)/.test(e.name)) return false;
  return !(e.size > 1024 * 1024 && e.packedSize > 0 && e.size / e.packedSize > ARCHIVE_LIMITS.ratio);
}

/** The first project file of the listing (archives inside archives are never opened). */
export function pickProject(entries: readonly ArchiveEntry[]): ArchiveEntry | null {
  const ok = entries.filter(plausible);
  return (
    ok.find((e) => PROJECT_EXTENSIONS.includes(extensionOf(e.name))) ??
    ok.find((e) => MIDI_EXTENSIONS.includes(extensionOf(e.name))) ??
    null
  );
}

/** Lists the archive, picks the project entry and hands it to `use` while the archive is open. */
async function withProject<T>(
  source: Source,
  type: ArchiveType,
  use: (entries: ArchiveEntry[], pick: ArchiveEntry, inner: Source) => Promise<T>,
): Promise<T> {
  if (type === 'zip') {
    const zip = await ZipReader.open(source);
    try {
      const entries = zip.entries.map((e) => ({
        name: e.name,
        size: e.size,
        packedSize: e.compressedSize,
        directory: e.name.endsWith('/'),
        encrypted: e.encrypted,
      }));
      const pick = pickProject(entries);
      if (!pick) throw new MetaError('no project file in the archive');
      return await use(entries, pick, zipEntrySource(zip, zip.entries[entries.indexOf(pick)]));
    } finally {
      await zip.close();
    }
  }
  if (!source.path) throw new MetaError('archive must be a file');
  const entries =
    type === 'rar'
      ? await listRar(source.path, ARCHIVE_LIMITS.entries)
      : await list7z(source.path, ARCHIVE_LIMITS.entries);
  const pick = pickProject(entries);
  if (!pick) throw new MetaError('no project file in the archive');
  const read = type === 'rar' ? readRarEntry : read7zEntry;
  return use(
    entries,
    pick,
    bufferSource(pick.name, await read(source.path, pick.name, ARCHIVE_LIMITS.entryBytes)),
  );
}

/**
 * Lists an uploaded archive and reads the first project file in it with `readInner`, which is told
 * not to open archives itself. The meta says which entry it came from.
 */
export async function readArchive(
  source: Source,
  type: ArchiveType,
  readInner: (inner: Source, extension: string) => Promise<ProjectMeta>,
): Promise<ProjectMeta> {
  return withProject(source, type, async (entries, pick, inner) => {
    const meta = await readInner(inner, extensionOf(pick.name));
    meta.archive = { type, entry: cleanText(pick.name, 200), entries: entries.length };
    return meta;
  });
}
