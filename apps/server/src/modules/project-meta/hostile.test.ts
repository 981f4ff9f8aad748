import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { META_LIMITS } from '@vsqx/domain';
import { bufferSource } from './core/source';
import { cleanText } from './core/text';
import { extractFromFile, extractFromSource } from './extract';
import { buildVsqx, MIKU_VOICE, vsqxNotes } from './fixtures/xml-fixtures';
import { buildDv, buildMidi } from './fixtures/binary-fixtures';
import { buildS5p, buildZip } from './fixtures/archive-fixtures';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meta-hostile-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const read = (bytes: Uint8Array | string, ext: string) =>
  extractFromSource(bufferSource(`f.${ext}`, typeof bytes === 'string' ? Buffer.from(bytes) : bytes), ext);

/** Runs `fn` and answers how long it took; hostile input must end fast. */
async function timed<T>(fn: () => Promise<T>): Promise<[T | Error, number]> {
  const t0 = performance.now();
  try {
    return [await fn(), performance.now() - t0];
  } catch (err) {
    return [err as Error, performance.now() - t0];
  }
}

/** One stored entry with whatever sizes we care to declare. */
function rawZip(name: string, packed: Buffer, declared: number): Buffer {
  const n = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(packed.length, 18);
  local.writeUInt32LE(declared, 22);
  local.writeUInt16LE(n.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(packed.length, 20);
  central.writeUInt32LE(declared, 24);
  central.writeUInt16LE(n.length, 28);
  const cdOffset = 30 + n.length + packed.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(46 + n.length, 12);
  end.writeUInt32LE(cdOffset, 16);
  return Buffer.concat([local, n, packed, central, n, end]);
}

/**
 * `mb` megabytes of zeros as one raw deflate stream (about 1 KB per MB), built from sync-flushed
 * segments so the test never holds the inflated size.
 */
function bombDeflated(mb: number, fill: number, prefix = ''): Buffer {
  const flush = { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH };
  const seg = zlib.deflateRawSync(Buffer.alloc(1024 * 1024, fill), flush);
  return Buffer.concat([
    zlib.deflateRawSync(Buffer.from(prefix), flush),
    ...Array.from({ length: mb }, () => seg),
    zlib.deflateRawSync(Buffer.alloc(0)),
  ]);
}

describe('hostile XML', () => {
  it('refuses billion laughs without expanding anything', async () => {
    const lol = [
      '<?xml version="1.0"?>',
      '<!DOCTYPE lolz [<!ENTITY lol "lol">',
      ...Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`),
      ']>',
      '<vsq4>&lol9;</vsq4>',
    ].join('\n');
    const [res, ms] = await timed(() => read(lol, 'vsqx'));
    expect(String(res)).toMatch(/DOCTYPE/);
    expect(ms).toBeLessThan(500);
  });
  it('refuses external entities', async () => {
    const [res] = await timed(() =>
      read(
        '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><vsq4>&e;</vsq4>',
        'vsqx',
      ),
    );
    expect(String(res)).toMatch(/DOCTYPE/);
  });
  it('refuses an undeclared entity', async () => {
    const [res] = await timed(() =>
      read('<vsq4><masterTrack><seqName>&xxe;</seqName></masterTrack></vsq4>', 'vsqx'),
    );
    expect(res).toBeInstanceOf(Error);
  });
  it('stops at 10k-deep nesting', async () => {
    const deep = `<vsq4>${'<a>'.repeat(10_000)}${'</a>'.repeat(10_000)}</vsq4>`;
    const [res, ms] = await timed(() => read(deep, 'vsqx'));
    expect(String(res)).toMatch(/too deep/);
    expect(ms).toBeLessThan(1000);
  });
  it('strips control and bidi characters from names', async () => {
    const m = await read(
      buildVsqx({
        version: 4,
        title: 'a\u202eb\u200bc<script>',
        tracks: [{ name: 'x\u2066y', voice: MIKU_VOICE, notes: vsqxNotes(1, 'a') }],
      }),
      'vsqx',
    );
    expect(m.title).toBe('abc<script>');
    expect(m.tracks[0].name).toBe('xy');
    expect(cleanText('\ud800ok\n\tfine', 10)).toBe('ok fine');
  });
});

describe('hostile archives', () => {
  const bomb = bombDeflated(200, 0);
  it('a zip bomb with a forged small size ends at once (zeros are no format)', async () => {
    const p = path.join(dir, 'bomb.zip');
    fs.writeFileSync(p, rawZip('song.vsqx', bomb, 1000));
    const [res, ms] = await timed(() => extractFromFile(p, 'zip'));
    expect(String(res)).toMatch(/unknown format/);
    expect(ms).toBeLessThan(1000);
  });
  it('a zip bomb that is valid XML stops at the ratio limit, whatever size it declared', async () => {
    const p = path.join(dir, 'xmlbomb.zip');
    fs.writeFileSync(p, rawZip('song.vsqx', bombDeflated(200, 0x20, '<vsq4>'), 1000));
    const [res, ms] = await timed(() => extractFromFile(p, 'zip'));
    expect(String(res)).toMatch(/ratio|limit/);
    expect(ms).toBeLessThan(5000);
  });
  it('reading the whole entry is capped the same way', async () => {
    const { ZipReader } = await import('./archives/zip');
    const { fileSource } = await import('./core/source');
    const zip = await ZipReader.open(await fileSource(path.join(dir, 'bomb.zip')));
    await expect(zip.read(zip.entries[0])).rejects.toThrow(/ratio|limit/);
    await zip.close();
  });
  it('an honestly declared bomb is skipped without inflating', async () => {
    const p = path.join(dir, 'bomb2.zip');
    fs.writeFileSync(p, rawZip('song.vsqx', bomb, 200 * 1024 * 1024));
    const [res, ms] = await timed(() => extractFromFile(p, 'zip'));
    expect(String(res)).toMatch(/no project file/);
    expect(ms).toBeLessThan(500);
  });
  it('too many entries', async () => {
    const files: Record<string, Uint8Array> = {};
    for (let i = 0; i < 2001; i++) files[`f${i}.txt`] = new Uint8Array(1);
    const [res] = await timed(() => read(buildZip(files, 0), 'zip'));
    expect(String(res)).toMatch(/too many entries/);
  });
});

describe('absurd counts and lengths', () => {
  it('DeepVocal: a forged count fails at once', async () => {
    const dv = buildDv({
      bpm: 120,
      singer: 's',
      trackName: 't',
      notes: [{ tick: 0, dur: 480, key: 60, pinyin: 'a', word: 'a' }],
    });
    const forged = Buffer.from(dv);
    forged.writeInt32LE(0x7fffffff, 8 + 4 + 4 + 4); // the tempo block's count
    const [res, ms] = await timed(() => read(forged, 'dv'));
    expect(String(res)).toMatch(/count|truncated/);
    expect(ms).toBeLessThan(200);
  });
  it('MIDI: a track length past the end is clamped, more than 256 tracks are cut', async () => {
    const mid = Buffer.from(buildMidi([{ name: 'a', notes: [{ tick: 0, dur: 480, key: 60 }] }]));
    const second = mid.indexOf('MTrk', 20);
    mid.writeUInt32BE(0xfffffff0, second + 4);
    const m = await read(mid, 'mid');
    expect(m.warnings.join()).toMatch(/truncated/);
    const many = buildMidi(
      Array.from({ length: 300 }, (_, i) => ({
        name: `t${i}`,
        channel: i % 16,
        notes: [{ tick: 0, dur: 10, key: 60 }],
      })),
    );
    const m2 = await read(many, 'mid');
    expect(m2.tracks.length).toBeLessThanOrEqual(META_LIMITS.tracks);
    expect(m2.warnings.join()).toMatch(/first 256 tracks/);
  });
  it('caps counted notes and preview notes', async () => {
    const notes = Array.from({ length: META_LIMITS.notesCounted + 5000 }, (_, i) => ({
      tick: i * 10,
      dur: 10,
      key: 60,
      lyric: 'a',
    }));
    const m = await read(buildS5p({ bpm: 120, tracks: [{ name: 'a', dbName: 'x', notes }] }), 's5p');
    expect(m.tracks[0].noteCount).toBe(META_LIMITS.notesCounted);
    expect(m.tracks[0].notes?.length).toBeLessThanOrEqual(META_LIMITS.previewNotes);
    expect(m.tracks[0].lyrics.length).toBeLessThanOrEqual(META_LIMITS.lyricsPerTrack);
    expect(m.warnings.join()).toMatch(/notes were read/);
  });
  it('JSON nested 10k deep is read as nothing, not a crash', async () => {
    const [res] = await timed(() =>
      read(`{"tracks":${'['.repeat(10_000)}${']'.repeat(10_000)}}\u0000`, 'svp'),
    );
    expect(
      res instanceof Error ||
        (res as { tracks: { noteCount: number }[] }).tracks.every((t) => t.noteCount === 0),
    ).toBe(true);
  });
  it('empty and one-byte files', async () => {
    for (const ext of ['vsqx', 'vpr', 'mid', 'dv', 'ust', 'svp', 'zip']) {
      await expect(read(new Uint8Array(0), ext)).rejects.toThrow();
      await expect(read(new Uint8Array([0x50]), ext)).rejects.toThrow();
    }
  });
});
