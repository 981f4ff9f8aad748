import type { FastifyInstance } from 'fastify';
import { msg, profileEndpoints as ep } from '@vsqx/domain';
import { ok, route } from '../../lib/route';
import { createProfileService } from './profile.service';

/** Profile, avatar, the session flags and the feedback page's contact details (spec §7 "Profile and avatar"). */
export async function profileRoutes(app: FastifyInstance) {
  const profile = createProfileService(app.ctx);
  const tags = ['profile'];

  // Spec §7: "object expected, containing p_desc" — the plain profile object, no envelope.
  route(
    app,
    {
      method: 'GET',
      url: '/api/user/select_user_info.php',
      summary: 'My profile (plain object)',
      tags,
      auth: 'user',
      answers: 'json',
    },
    async ({ user }) => profile.profile(user.id),
  );

  route(app, ep.info, { summary: 'My profile', tags }, async ({ user }) =>
    ok(await profile.profile(user.id)),
  );

  route(
    app,
    ep.change,
    { summary: 'Change my profile (nickname is read-only)', tags },
    async ({ body, user, req }) => {
      await profile.changeProfile(user, body);
      return ok(undefined, { message: msg('profileSaved', req.lang) });
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/api/user/upload_avatar',
      summary: 'Stage a new avatar (multipart file {uid}.jpg; re-encoded to 252x252)',
      tags,
      auth: 'user',
      rawBody: true,
      upload: {},
    },
    async ({ user, req }) => {
      await profile.uploadAvatar(user.id, req);
      return ok();
    },
  );

  route(app, ep.avatarSubmit, { summary: 'Make the staged avatar live', tags }, async ({ user, req }) =>
    ok(await profile.submitAvatar(user.id), { message: msg('avatarSaved', req.lang) }),
  );

  route(
    app,
    ep.me,
    { summary: 'My session flags (uid, username, isAdmin, avatar)', tags },
    async ({ user }) => ok(await profile.me(user.id)),
  );

  route(app, ep.feedbackInfo, { summary: 'Contact details of the feedback page', tags }, async () =>
    ok(profile.feedbackInfo()),
  );
}
