import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountEndpoints, langFromLocale, msg } from '@vsqx/domain';
import { ok, route } from '../../lib/route';
import { forbidden, unauthorized } from '../../lib/errors';
import { createAuthService, sessionCacheOf } from './auth.service';
import { subscribeRevocations } from './session-revocation';
import { limitedAs } from '../../plugins/rate-limits';

export function bearerToken(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (!h || !h.startsWith('Bearer ')) return null;
  const token = h.slice(7).trim();
  return token.length > 0 && token.length < 200 ? token : null;
}

/** The caller's language: X-Lang, else the first Accept-Language, else Chinese. */
export function requestLang(req: FastifyRequest): 'zh' | 'en' {
  const explicit = req.headers['x-lang'];
  return explicit === 'en' || explicit === 'zh'
    ? explicit
    : langFromLocale(String(req.headers['accept-language'] ?? 'zh-CN').split(',')[0]);
}

/**
 * Resolves the caller on every request: language from X-Lang / Accept-Language, user from the bearer
 * token. A present but bad or expired token is a 401 everywhere, so the client clears its session.
 */
export async function authPlugin(app: FastifyInstance) {
  const auth = createAuthService(app.ctx);
  if (app.ctx.redis) {
    const unsubscribe = await subscribeRevocations(
      app.ctx.redis,
      app.ctx.config.redisPrefix,
      sessionCacheOf(app.ctx),
    );
    app.addHook('onClose', unsubscribe);
  }
  app.decorateRequest('user', null);
  app.decorateRequest('lang', 'zh');
  app.addHook('onRequest', async (req) => {
    req.lang = requestLang(req);
    if (!req.url.startsWith('/api/') || req.url.startsWith('/api/auth/')) return;
    const token = bearerToken(req);
    if (!token) return;
    const session = await auth.resolveToken(token);
    if (!session) throw unauthorized();
    if (session.disabled) throw forbidden();
    req.user = { id: session.id, username: session.username, isManager: session.is_manager === 1 };
  });
}

export async function authRoutes(app: FastifyInstance) {
  const auth = createAuthService(app.ctx);

  route(
    app,
    accountEndpoints.register,
    { summary: 'Register', tags: ['auth'], config: limitedAs(app, 'register') },
    async ({ body, req }) =>
      ok(await auth.register(body.username, body.password), { message: msg('registered', req.lang) }),
  );
  route(
    app,
    accountEndpoints.login,
    { summary: 'Log in', tags: ['auth'], config: limitedAs(app, 'login') },
    async ({ body, req }) =>
      ok(await auth.login(body.username, body.password), { message: msg('loggedIn', req.lang) }),
  );

  route(
    app,
    accountEndpoints.logout,
    { summary: 'Log out (revokes the token)', tags: ['auth'] },
    async ({ req }) => {
      const token = bearerToken(req);
      if (token) await auth.logout(token);
      return ok();
    },
  );

  route(
    app,
    accountEndpoints.changePassword,
    { summary: 'Change password; signs out other sessions', tags: ['auth'] },
    async ({ body, user, req }) => {
      await auth.changePassword(user.id, bearerToken(req)!, body.old_password, body.new_password);
      return ok(undefined, { message: msg('passwordChanged', req.lang) });
    },
  );

  route(
    app,
    accountEndpoints.logoutOthers,
    { summary: 'Sign out of all other sessions', tags: ['auth'] },
    async ({ user, req }) => {
      await auth.logoutOthers(user.id, bearerToken(req)!);
      return ok();
    },
  );
}
