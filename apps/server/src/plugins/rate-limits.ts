import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { msg } from '@vsqx/domain';
import type { RateLimitName } from '../config/env-schema';
import type { Redis } from '../lib/redis';

/*
 * Per-address limits on the actions worth abusing (issue 18): login, register, password reset, comment,
 * licence apply, square post, suggestion, upload slots and search. With Redis the counters live there under
 * REDIS_PREFIX + method + URL, so N instances allow each limit once, not N times; without it each process
 * counts for itself, as before. Past a limit: 429 with the site's message.
 */
export async function registerRateLimits(app: FastifyInstance, redis: Redis | undefined) {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${app.ctx.config.redisPrefix}rl:` } : {}),
    // A Redis outage lets requests through (and is logged by ioredis) rather than failing every limited route.
    skipOnError: true,
    errorResponseBuilder: (req) => ({
      statusCode: 429,
      success: false,
      message: msg('tooManyRequests', req.lang ?? 'zh'),
    }),
  });
}

/** Route options that apply one configured limit (`route(app, { ..., config: limitedAs(app, 'comment') })`). */
export function limitedAs(app: FastifyInstance, name: RateLimitName) {
  const { max, windowMs } = app.ctx.config.rateLimits[name];
  return { rateLimit: { max, timeWindow: windowMs } };
}
