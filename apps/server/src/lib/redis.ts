import { Redis } from 'ioredis';

/**
 * The Redis connection shared by the rate limits and session revocation (issue 18), when REDIS_URL is set.
 * Short timeouts and one retry per command, as @fastify/rate-limit advises: a Redis outage must cost a
 * request milliseconds, not stall it while ioredis retries.
 */
export function connectRedis(url: string): Redis {
  const redis = new Redis(url, { connectTimeout: 1000, maxRetriesPerRequest: 1, enableAutoPipelining: true });
  // Until the app logs them (app.ts), errors are answered by the failing commands; an 'error' event with no
  // listener would be printed by ioredis on every reconnect.
  redis.on('error', () => {});
  return redis;
}

export type { Redis };
