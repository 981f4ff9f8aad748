import type { FastifyInstance } from 'fastify';
import { msg, projectEndpoints as ep } from '@vsqx/domain';
import { ok, route } from '../../lib/route';
import { createProjectsService } from './projects.service';
import { createSubmitService } from './submit.service';
import { limitedAs } from '../../plugins/rate-limits';

const tags = ['projects'];

/** Creating (DESIGN §5) and updating (spec §7) a project from the edit form. */
export async function projectSubmitRoutes(app: FastifyInstance) {
  const projects = createProjectsService(app.ctx);
  const submit = createSubmitService(app.ctx);

  route(
    app,
    ep.newSlot,
    { summary: 'A fresh upload slot for a new project', tags, config: limitedAs(app, 'upload') },
    async ({ user }) => ok({ vsqx_uid: await projects.newSlot(user.id) }),
  );

  // The body is read loosely here; the service checks the owner before the form rules (404 before 400).
  route(
    app,
    ep.update,
    { summary: 'Save the edit form of one of my projects', tags },
    async ({ user, body, req }) => {
      const { filesChanged } = await submit.update(user, body);
      return ok(undefined, {
        message: msg(filesChanged ? 'projectUpdatedFiles' : 'projectUpdated', req.lang),
      });
    },
  );

  route(
    app,
    ep.create,
    { summary: 'Create a project from a slot and its uploads', tags },
    async ({ user, body }) => ok({ music_id: await submit.create(user, body) }),
  );
}
