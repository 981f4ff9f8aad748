import { describe, expect, it } from 'vitest';
import { convertTargets, downloadPath } from './convert';
import { downloadQuerySchema } from './convert-schemas';
import type { MetaTrack, ProjectMeta } from '../singers/meta';

const track = (kind: MetaTrack['kind'], noteCount: number): MetaTrack => ({
  name: 't',
  kind,
  singers: [],
  noteCount,
  lyrics: '',
});
const meta = (format: ProjectMeta['format'], tracks: MetaTrack[]) => ({ format, tracks });

describe('convertTargets', () => {
  it('offers every target but the file own format, when the file has notes', () => {
    expect(convertTargets(meta('vsqx4', [track('vocal', 3)]))).toEqual(['mid', 'ust', 'ustx', 'svp']);
    expect(convertTargets(meta('vsqx3', [track('vocal', 3)]))).toEqual(['mid', 'ust', 'ustx', 'svp', 'vsqx']);
    expect(convertTargets(meta('mid', [track('midi', 3)]))).toEqual(['ust', 'ustx', 'svp', 'vsqx']);
    expect(convertTargets(meta('ccs', [track('vocal', 1)]))).toEqual(['mid', 'ust', 'ustx', 'svp', 'vsqx']);
  });
  it('offers nothing for files without notes, audio only, or read for their header only', () => {
    expect(convertTargets(meta('vsqx4', [track('vocal', 0), track('audio', 9)]))).toEqual([]);
    expect(convertTargets(meta('svip', [track('vocal', 5)]))).toEqual([]);
  });
  it('goes by the extension when the file has no stored metadata', () => {
    expect(convertTargets(null, 'VSQX')).toEqual(['mid', 'ust', 'ustx', 'svp']);
    expect(convertTargets(null, 'zip')).toHaveLength(5);
    expect(convertTargets(null, 'lua')).toEqual([]);
    expect(convertTargets(undefined)).toEqual([]);
  });
});

describe('download query and path', () => {
  it('parses ?as= and ?charset=, refuses anything else with badRequest', () => {
    expect(downloadQuerySchema.parse({ as: 'svp' })).toEqual({ as: 'svp' });
    expect(downloadQuerySchema.parse({})).toEqual({});
    expect(downloadQuerySchema.safeParse({ as: 'wav' }).error?.issues[0].message).toBe('badRequest');
    expect(downloadQuerySchema.safeParse({ as: 'ust', charset: 'gbk' }).error?.issues[0].message).toBe(
      'badRequest',
    );
  });
  it('builds the plain and the converted addresses', () => {
    expect(downloadPath('v', 3)).toBe('/api/app/download/3');
    expect(downloadPath('m', 4, 'ust', 'utf-8')).toBe('/api/app/download_midi/4?as=ust&charset=utf-8');
  });
});
