import type { FastifyInstance } from 'fastify';
import { viewerOf } from '../analytics/request-viewer';
import {
  downloadQuerySchema,
  msg,
  musicIdParams,
  projectEndpoints as ep,
  versionQuerySchema,
} from '@vsqx/domain';
import { ok, okCards, route } from '../../lib/route';
import { setDownloadHeaders } from '../../lib/attachment-header';
import { sendByteRange } from '../../lib/byte-range';
import { createProjectsService } from './projects.service';
import { projectSubmitRoutes } from './project-submit.routes';
import { projectUploadRoutes } from './project-uploads.routes';
import { createConvertService } from '../project-convert/convert.service';

const tags = ['projects'];

/** The vsqx project resource: spec §7 "Statistics and lists" and "Project", DESIGN §5 creation and download. */
export async function projectsRoutes(app: FastifyInstance) {
  const projects = createProjectsService(app.ctx);
  const convert = createConvertService(app.ctx);

  route(
    app,
    ep.list,
    {
      summary:
        'My vsqx projects (?page&page_size&sort=time|hot → one page with total; ?q searches title, tags, intro, lyrics; ?engine, ?agreement, ?type=1|2 filter)',
      tags,
    },
    async ({ user, query }) => {
      // Each card carries its visibility and schedule already (project-lists.ts `ownerCard`).
      const { cards, total } = await projects.list(user.id, query);
      return okCards(cards, total);
    },
  );

  route(
    app,
    ep.listAll,
    {
      summary:
        'All my projects, vsqx and MIDI in one list (?page&page_size&sort=time|hot; page 1 when missing): one page with one total; each item has kind "v" (a vsqx card, as select_vsqx_project_list) or "m" (a MIDI row, as select_p_midi.php); ?q, ?engine, ?agreement, ?type filter both kinds as their own lists do',
      tags,
    },
    async ({ user, query }) => {
      // Each card carries its visibility and schedule already (all-projects.repository.ts, projects.service.ts).
      const { cards, total } = await projects.listAll(user.id, query);
      return okCards(cards, total);
    },
  );

  route(app, ep.get, { summary: 'One of my projects, for editing', tags }, async ({ user, params }) =>
    ok(await projects.getForEdit(user.id, params.music_id)),
  );

  route(app, ep.remove, { summary: 'Delete one of my projects', tags }, async ({ user, params, req }) => {
    await projects.remove(user.id, params.music_id);
    return ok(undefined, { message: msg('deleted', req.lang) });
  });

  route(
    app,
    {
      method: 'GET',
      url: '/api/app/download/:music_id',
      summary:
        'Download a project file (?version=N: that version, DESIGN §8), or with ?as= converted to mid|ust|ustx|svp|vsqx (counts a download; 409 while transferring, when converting is off or when the file cannot be converted)',
      tags,
      auth: 'optional',
      params: musicIdParams,
      query: downloadQuerySchema.extend(versionQuerySchema.shape),
      answers: 'file',
    },
    async ({ params, query, reply, req }) => {
      const as = query.as;
      const file = await projects.download(
        params.music_id,
        viewerOf(req),
        as && ((live) => convert.convertedFile('v', params.music_id, live, { as, charset: query.charset })),
        query.version,
      );
      setDownloadHeaders(reply, file);
      return sendByteRange(reply, app.ctx.files, file.key, file.size, req.headers.range);
    },
  );

  await projectSubmitRoutes(app);
  await projectUploadRoutes(app);
}
