import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { as, registerUser, type TestUser } from '../../test/factories';
import { vsqxBytes } from '../../test/project-uploads';
import { tusServiceFor } from './tus.service';

const TUS = '/api/uploads/tus';
const metadata = (m: Record<string, string>) =>
  Object.entries(m)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');

/**
 * The local store keeps each upload as bytes plus an `{id}.json` info file (@tus/file-store): neither may be
 * left behind by a termination or the sweep, even when the bytes went first (a crash, a full disk).
 */
describe.skipIf((process.env.FILE_STORE_URL ?? '').startsWith('s3://'))(
  'resumable uploads on the local store leave no info file behind',
  () => {
    let t: TestApp;
    let owner: TestUser;
    let base = '';
    const dir = () => path.join(t.app.ctx.config.dataDir, 'tus');
    const call = async (method: string, url: string, headers: Record<string, string> = {}) => {
      const res = await fetch(base + url, {
        method,
        headers: { 'tus-resumable': '1.0.0', authorization: `Bearer ${owner.token}`, ...headers },
      });
      return { status: res.status, location: res.headers.get('location') ?? '' };
    };
    /** Begins an upload of a fresh slot; answers its address and id. */
    async function begin() {
      const slot = (await as(t.app, owner).post('/api/user/new_vsqx_uid')).json().data.vsqx_uid as string;
      const res = await call('POST', TUS, {
        'upload-length': String(vsqxBytes().length),
        'upload-metadata': metadata({ target: 'vsqx_file', uid: slot, filename: 'a.vsqx' }),
      });
      expect(res.status).toBe(201);
      return {
        loc: res.location,
        id: tusServiceFor(t.app.ctx).idFromSegment(res.location.split('/').pop()!),
      };
    }

    beforeAll(async () => {
      t = await buildTestApp();
      owner = await registerUser(t.app);
      base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(async () => t.close());

    it('terminating an upload whose bytes are already gone removes its info file too', async () => {
      const { loc, id } = await begin();
      expect(fs.existsSync(path.join(dir(), `${id}.json`))).toBe(true);
      fs.rmSync(path.join(dir(), id));
      await call('DELETE', loc);
      expect(fs.existsSync(path.join(dir(), `${id}.json`))).toBe(false);
      expect(await tusServiceFor(t.app.ctx).held(id)).toEqual([]);
    });

    it('the sweep removes an info file past the expiry that has no bytes (or whose upload finished), and keeps a fresh one', async () => {
      const tus = tusServiceFor(t.app.ctx);
      const orphan = await begin();
      const finished = await begin();
      const fresh = await begin();
      // As a crash leaves them: the bytes of one gone, the other's info saying it finished; both a day and more old.
      fs.rmSync(path.join(dir(), orphan.id));
      const infoPath = path.join(dir(), `${finished.id}.json`);
      const info = JSON.parse(fs.readFileSync(infoPath, 'utf8')) as { size: number; offset: number };
      fs.writeFileSync(infoPath, JSON.stringify({ ...info, offset: info.size }));
      const old = new Date(Date.now() - 25 * 60 * 60 * 1000);
      for (const id of [orphan.id, finished.id]) fs.utimesSync(path.join(dir(), `${id}.json`), old, old);
      // Their rows are gone (as after a finish), so only the data store's own sweep can find them.
      await t.app.ctx.db.deleteFrom('tus_uploads').where('id', 'in', [orphan.id, finished.id]).execute();

      expect(await tus.sweepExpired()).toBeGreaterThanOrEqual(2);
      expect(await tus.held(orphan.id)).toEqual([]);
      expect(await tus.held(finished.id)).toEqual([]);
      expect((await tus.held(fresh.id)).sort()).toEqual([fresh.id, `${fresh.id}.json`]);
      expect((await call('HEAD', fresh.loc)).status).toBe(200);
    });
  },
);
