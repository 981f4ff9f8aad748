import type { FastifyInstance } from 'fastify';
import { accountEndpoints, msg } from '@vsqx/domain';
import { createMailer } from '../../lib/mailer';
import { ok, route } from '../../lib/route';
import { createAccountEmailService } from './account-email.service';
import { limitedAs } from '../../plugins/rate-limits';

/** DESIGN §8 "Account e-mail and password reset". */
export async function accountEmailRoutes(app: FastifyInstance) {
  const mailer = createMailer(app.ctx.config, app.log);
  const service = createAccountEmailService(app.ctx, mailer);
  // Every call here can send mail to an address the caller names: the login limit per IP applies.
  const limited = limitedAs(app, 'password_reset');
  // Reset mails go out after the answer (see below); closing waits for them.
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
    mailer.close();
  });

  route(
    app,
    accountEndpoints.email,
    { summary: "The account's e-mail address and whether it is verified", tags: ['account'] },
    async ({ user }) => ok(await service.get(user.id)),
  );

  route(
    app,
    accountEndpoints.setEmail,
    {
      summary: 'Set the account e-mail; sends a verification link (a new address is unverified until opened)',
      tags: ['account'],
      config: limited,
    },
    async ({ body, user, req }) => {
      const key = await service.set(user.id, body.email, req.lang);
      return ok(await service.get(user.id), { message: msg(key, req.lang) });
    },
  );

  route(
    app,
    accountEndpoints.verifyEmail,
    {
      summary: 'Open a verification link (single use, 24 hours)',
      tags: ['account'],
      config: limited,
    },
    async ({ body, req }) => {
      await service.verify(body.token);
      return ok(undefined, { message: msg('emailVerified', req.lang) });
    },
  );

  route(
    app,
    accountEndpoints.passwordResetRequest,
    {
      summary: 'Mail a reset link (single use, 30 minutes) to a verified address; always answers success',
      tags: ['account'],
      config: limited,
    },
    async ({ body, req }) => {
      // Not awaited: looking the address up and mailing would make a known address answer later than an
      // unknown one. Both answer at once, with the same words.
      const job = service
        .requestReset(body.email, req.lang)
        .catch((err) => app.log.warn({ err }, 'password reset mail failed'));
      pending.add(job);
      void job.finally(() => pending.delete(job));
      return ok(undefined, { message: msg('resetRequested', req.lang) });
    },
  );

  route(
    app,
    accountEndpoints.passwordReset,
    {
      summary: 'Set a new password from a reset link; ends every session of the account',
      tags: ['account'],
      config: limited,
    },
    async ({ body, req }) => {
      await service.resetPassword(body.token, body.password);
      return ok(undefined, { message: msg('passwordResetDone', req.lang) });
    },
  );
}
