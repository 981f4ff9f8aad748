import type { FastifyError, FastifyInstance } from 'fastify';
import { msg } from '@vsqx/domain';
import { AppError } from '../lib/errors';

/**
 * One place turns every failure into the envelope: typed errors keep their status and message, framework
 * errors (bad JSON, too large, rate limit) get a clear message, anything else a 500 without a stack trace.
 */
export function registerErrorMapper(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    const lang = req.lang ?? 'zh';
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      const detail = err.detail === undefined ? '' : `${lang === 'zh' ? '：' : ': '}${err.detail}`;
      return reply
        .status(err.status)
        .send({ success: false, message: msg(err.messageKey, lang) + detail, data: err.data });
    }
    const status = (err as FastifyError).statusCode ?? 500;
    if (status === 429) {
      // @fastify/rate-limit has set Retry-After (seconds to the window's end); any other 429 says a minute.
      if (!reply.hasHeader('retry-after')) reply.header('Retry-After', '60');
      return reply.status(429).send({ success: false, message: msg('tooManyRequests', lang) });
    }
    if (status === 413) return reply.status(413).send({ success: false, message: msg('uploadFailed', lang) });
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ success: false, message: msg('badRequest', lang) });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ success: false, message: msg('serverError', lang) });
  });
}
