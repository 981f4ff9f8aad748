import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import iconv from 'iconv-lite';
import { extractFromFile } from './extract';
import { buildVsqx, MIKU_VOICE, vsqxNotes } from './fixtures/xml-fixtures';
import { buildMidi, buildUst } from './fixtures/binary-fixtures';
import { build7z, buildRar, buildZip } from './fixtures/archive-fixtures';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meta-archives-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function file(name: string, bytes: Uint8Array): string {
  const p = path.join(dir, name);
  fs.writeFileSync(p, bytes);
  return p;
}

const vsqx = Buffer.from(
  buildVsqx({
    version: 4,
    bpm: 120,
    tracks: [{ name: 'Miku', voice: MIKU_VOICE, notes: vsqxNotes(12, 'ら') }],
  }),
);
const wav = new Uint8Array(300_000).map((_, i) => (i * 7919) % 251);

describe('archives', () => {
  it('zip: finds the project among other files and says where it came from', async () => {
    const p = file(
      'song.zip',
      buildZip({ 'song/伴奏.wav': wav, 'song/readme.txt': Buffer.from('hi'), 'song/歌.vsqx': vsqx }),
    );
    const m = await extractFromFile(p, 'zip');
    expect(m).toMatchObject({ format: 'vsqx4', archive: { type: 'zip', entry: 'song/歌.vsqx', entries: 3 } });
    expect(m.tracks[0].noteCount).toBe(12);
  });
  it('zip: prefers a project over a MIDI file, reads a MIDI-only archive', async () => {
    const mid = buildMidi([{ name: 'm', notes: [{ tick: 0, dur: 480, key: 60 }] }]);
    expect(
      (await extractFromFile(file('both.zip', buildZip({ 'a.mid': mid, 'b.vsqx': vsqx })), 'zip')).format,
    ).toBe('vsqx4');
    expect((await extractFromFile(file('mid.zip', buildZip({ 'a.mid': mid })), 'zip')).format).toBe('mid');
  });
  it('zip: re-decodes a GBK entry name stored without the UTF-8 flag', async () => {
    const zip = Buffer.from(buildZip({ 'abcd.vsqx': vsqx }, 0));
    const gbk = iconv.encode('天依', 'gbk');
    for (let i = zip.indexOf('abcd'); i >= 0; i = zip.indexOf('abcd', i + 1)) gbk.copy(zip, i);
    const m = await extractFromFile(file('gbk.zip', zip), 'zip');
    expect(m.archive?.entry).toBe('天依.vsqx');
  });
  it('rar: lists and reads in place (hand-built RAR5)', async () => {
    const m = await extractFromFile(
      file('song.rar', buildRar({ '伴奏.wav': wav, '工程/歌.vsqx': vsqx })),
      'rar',
    );
    expect(m).toMatchObject({ format: 'vsqx4', archive: { type: 'rar', entry: '工程/歌.vsqx', entries: 2 } });
  });
  it('7z: lists and reads with the WASM 7-Zip', async () => {
    const ust = buildUst({
      tempo: 120,
      project: 'p',
      voiceDir: 'uta',
      notes: [{ len: 480, lyric: 'あ', key: 60 }],
    });
    const m = await extractFromFile(file('song.7z', await build7z({ 'a.wav': wav, 'b.ust': ust })), '7z');
    expect(m).toMatchObject({ format: 'ust', archive: { type: '7z', entry: 'b.ust', entries: 2 } });
  });
  it('never opens an archive inside an archive', async () => {
    const inner = buildZip({ 'x.vsqx': vsqx });
    await expect(
      extractFromFile(file('nested.zip', buildZip({ 'inner.zip': inner })), 'zip'),
    ).rejects.toThrow('no project file');
    await expect(
      extractFromFile(file('nested2.zip', buildZip({ 'inner.vsqx': inner })), 'zip'),
    ).rejects.toThrow('nested archive');
  });
  it('a vpr inside a zip is a project, not a nested archive', async () => {
    const { buildVpr, vprJson } = await import('./fixtures/archive-fixtures');
    const vpr = buildVpr(
      vprJson({
        bpm: 120,
        voices: [],
        tracks: [
          {
            name: 't',
            compID: 'BP8CDDH5M7XN2PED',
            langID: 4,
            notes: [{ tick: 0, dur: 480, key: 60, lyric: '天' }],
          },
        ],
      }),
    );
    expect((await extractFromFile(file('vpr.zip', buildZip({ 'a.vpr': vpr })), 'zip')).format).toBe('vpr');
  });
});
