import { beforeAll, describe, expect, it } from 'vitest';
import { fileKeys } from '../files/file-store';
import { seedDemoWorld } from './demo-world';
import { ensureStarterDocs } from './starter-docs';
import { useTestApp } from '../test/factories';

/** Issue 18 "Leftovers": the demo world's recorded file sizes are the sizes of the files it stored. */
describe('demo world: every project and MIDI records its real file size', () => {
  const t = useTestApp();
  beforeAll(async () => {
    await ensureStarterDocs(t.app.ctx.db);
    await seedDemoWorld(t.app.ctx);
  });

  it('file_size equals the stored file and the downloaded bytes, for every seeded project', async () => {
    const projects = await t.app.ctx.db
      .selectFrom('vsqx_projects')
      .select(['music_id', 'vsqx_uid', 'file_extension', 'file_size'])
      .execute();
    expect(projects.length).toBeGreaterThan(10);
    for (const p of projects) {
      const stat = await t.app.ctx.files.stat(fileKeys.projectFile(p.vsqx_uid, p.file_extension));
      expect(stat?.size, `project ${p.music_id}`).toBeGreaterThan(0);
      expect(Number(p.file_size), `project ${p.music_id}`).toBe(stat!.size);
      const res = await t.app.inject({ method: 'GET', url: `/api/app/download/${p.music_id}` });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.length).toBe(Number(p.file_size));
    }
  });

  it('the same for every seeded MIDI project', async () => {
    const midis = await t.app.ctx.db
      .selectFrom('midi_projects')
      .select(['midi_id', 'midi_uid', 'file_size'])
      .execute();
    expect(midis.length).toBeGreaterThan(0);
    for (const m of midis) {
      const stat = await t.app.ctx.files.stat(fileKeys.midi(m.midi_uid));
      expect(Number(m.file_size), `midi ${m.midi_id}`).toBe(stat!.size);
      expect(stat!.size).toBeGreaterThan(0);
    }
  });
});
