import type { ProjectMeta } from '@vsqx/domain';
import { MetaError } from '../core/errors';
import { MetaBuilder } from '../core/meta-builder';

/** A .NET BinaryReader string: 7-bit encoded length, then UTF-8. */
function dotnetString(b: Uint8Array, at: number, max: number): { value: string; next: number } {
  let len = 0;
  let p = at;
  for (let shift = 0; ; shift += 7) {
    if (p >= b.length || shift > 28) throw new MetaError('truncated');
    const c = b[p++];
    len |= (c & 0x7f) << shift;
    if (!(c & 0x80)) break;
  }
  if (len > max || p + len > b.length) throw new MetaError('bad string length');
  return { value: new TextDecoder('utf-8').decode(b.subarray(p, p + len)), next: p + len };
}

/** Does the file start like X Studio's `SVIP` + version header? */
export function isSvip(head: Uint8Array): boolean {
  try {
    return dotnetString(head, 0, 16).value === 'SVIP';
  } catch {
    return false;
  }
}

/**
 * X Studio (.svip): the header only (magic and version). The body is a .NET BinaryFormatter stream
 * that needs a reader of its own (formats.md §2.9, phase 2), so tracks and notes stay unknown.
 */
export function readSvip(head: Uint8Array): ProjectMeta {
  const magic = dotnetString(head, 0, 16);
  if (magic.value !== 'SVIP') throw new MetaError('not an svip');
  const version = dotnetString(head, magic.next, 32).value;
  const b = new MetaBuilder({
    format: 'svip',
    engine: { synthesizer_type: 2, synthesizer_name: 'X Studio' },
    ppq: 480,
  });
  b.version(version);
  b.warn('only the header of .svip files is read');
  return b.build();
}
