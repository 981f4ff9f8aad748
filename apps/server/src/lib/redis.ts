import { Redis } from 'ioredis';

/**
 * The Redis connection shared by the rate limits and session revocation (issue 18), when REDIS_URL is set.
 * Short timeouts and one retry per command, as @fastify/rate-limit advises: a Redis outage must cost a
 * request milliseconds, not stall it while ioredis retries.
 */
export function connectRedis(url: string): Redis {
  return new Redis(url, { connectTimeout: 1000, maxRetriesPerRequest: 1, enableAutoPipelining: true, lazyConnect: false });
}

export type { Redis };
