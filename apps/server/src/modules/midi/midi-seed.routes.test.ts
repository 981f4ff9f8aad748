import { beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, MidiListRow, SessionData } from '@vsqx/domain';
import { as, useTestApp } from '../../test/factories';
import { seedDemoWorld } from '../../seed/demo-world';
import { ensureStarterDocs } from '../../seed/starter-docs';
import { readMidiInfo } from './midi-file-info';

describe("demo world: miku_p's MIDI projects are real files", () => {
  const t = useTestApp();
  beforeAll(async () => {
    await ensureStarterDocs(t.app.ctx.db);
    await seedDemoWorld(t.app.ctx);
  });

  it('lists three projects whose downloads parse as MIDI of the listed length and track kind', async () => {
    const login = (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'miku_p', password: 'demo1234' },
      })
    ).json() as Envelope<SessionData>;
    const me = login.data!;
    const rows = (
      await as(t.app, me).form('/api/user/midi/select_p_midi.php', { uid: me.uid })
    ).json() as MidiListRow[];
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      const res = await t.app.inject({ method: 'GET', url: `/api/app/download_midi/${row.midi_id}` });
      expect(res.statusCode).toBe(200);
      const info = readMidiInfo(res.rawPayload, 'x.mid');
      const [project] = (
        await as(t.app, me).form('/api/user/midi/select_midi_project.php', { midi_id: row.midi_id })
      ).json();
      expect(info.music_length).toBe(row.music_length);
      expect(info.trick_num).toBe(project.trick_num);
      expect(project.file_size).toBe(res.rawPayload.length);
    }
  });
});
