import type { ConvertFormat } from '@vsqx/domain';
import type { Score, WriteOptions } from '../model';
import { writeMidi } from './midi';
import { writeSvp } from './svp';
import { writeUst } from './ust';
import { writeUstx } from './ustx';
import { writeVsqx } from './vsqx';

/** A written file: its bytes in order and the extension it is saved with. */
export interface Written {
  chunks: Uint8Array[];
  /** `zip` for a multi-track UST, else the target itself. */
  ext: ConvertFormat | 'zip';
}

export function writeScore(score: Score, target: ConvertFormat, opts: WriteOptions): Written {
  switch (target) {
    case 'mid':
      return { chunks: [writeMidi(score, opts)], ext: 'mid' };
    case 'ust': {
      const ust = writeUst(score, opts);
      return { chunks: ust.chunks, ext: ust.zip ? 'zip' : 'ust' };
    }
    case 'ustx':
      return { chunks: writeUstx(score, opts), ext: 'ustx' };
    case 'svp':
      return { chunks: writeSvp(score, opts), ext: 'svp' };
    case 'vsqx':
      return { chunks: writeVsqx(score, opts), ext: 'vsqx' };
  }
}
