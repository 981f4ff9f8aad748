import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { CONVERT_FORMATS, type ConvertFormat } from '@vsqx/domain';
import { readScore } from './convert-file';
import { writeScore } from './writers';
import { joinChunks } from './writers/text-out';
import { READ_BACK } from './testing/independent-readers';
import { differences, signatureDifference } from './testing/compare';
import type { Score } from './model';

/**
 * Every real file of the corpus (corpus/README.md: where each came from) converted to every target and
 * read back by a reader that shares no code with ours. A pair is exact when every note keeps its
 * position, length, key and lyric and the tempo map is the same. Each pair that is not exact must be a
 * known loss, explained in docs/conversion.md; at least 95 % must be exact.
 */
const CORPUS = path.join(import.meta.dirname, 'corpus');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'convert-corpus-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Pairs that lose something, and why (the same list is in docs/conversion.md). */
const KNOWN_LOSSES: Record<string, string> = {
  'libvsqx-test.vsqx.gz → ust':
    'four VOCALOID notes sing the consonant `r` alone; in UST the lyric `r` means a rest',
};

const SOURCE = {
  url: 'https://example.test/project/vn1',
  title: '转换测试',
  author: 'tester',
  licence: '非商业使用，注明作者即可，无需授权',
};

function corpusFile(name: string): { file: string; ext: string } {
  if (!name.endsWith('.gz')) return { file: path.join(CORPUS, name), ext: path.extname(name).slice(1) };
  const file = path.join(dir, name.slice(0, -3));
  fs.writeFileSync(file, zlib.gunzipSync(fs.readFileSync(path.join(CORPUS, name))));
  return { file, ext: path.extname(file).slice(1) };
}

const names = fs
  .readdirSync(CORPUS)
  .filter((n) => !n.endsWith('.md'))
  .sort();
const results: { pair: string; diffs: string[]; sig: string | null }[] = [];

describe('round trip over the real-file corpus', () => {
  for (const name of names) {
    it(`${name}: every target reads back with the same notes, lyrics and tempo`, async () => {
      const { file, ext } = corpusFile(name);
      const score: Score = await readScore(file, ext);
      expect(score.tracks.length).toBeGreaterThan(0);
      const unexplained: string[] = [];
      for (const target of CONVERT_FORMATS as readonly ConvertFormat[]) {
        const written = writeScore(score, target, { source: SOURCE });
        const back = READ_BACK[target](joinChunks(written.chunks));
        const pair = `${name} → ${target}`;
        const diffs = differences(score, back, target);
        results.push({ pair, diffs, sig: signatureDifference(score, back) });
        if (diffs.length && !KNOWN_LOSSES[pair]) unexplained.push(`${pair}: ${diffs.join('; ')}`);
      }
      expect(unexplained).toEqual([]);
    });
  }

  it('at least 95 % of the pairs are exact, and every loss is a known one', () => {
    const exact = results.filter((r) => r.diffs.length === 0).length;
    const lines = results.map(
      (r) =>
        `${r.diffs.length ? 'LOSS ' : 'exact'} ${r.pair}${r.diffs.length ? `: ${r.diffs.join('; ')}` : ''}${r.sig ? ` [${r.sig}]` : ''}`,
    );
    console.log(`${exact}/${results.length} pairs exact\n${lines.join('\n')}`);
    expect(results.length).toBe(names.length * CONVERT_FORMATS.length);
    expect(exact / results.length).toBeGreaterThanOrEqual(0.95);
    // A known loss that no longer happens is taken off the list (and out of the docs).
    for (const pair of Object.keys(KNOWN_LOSSES))
      expect(results.find((r) => r.pair === pair)?.diffs.length, pair).toBeGreaterThan(0);
  });
});
