import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** Where log lines go: standard output in production, a test's own sink in tests. */
export interface LogSink {
  write(line: string): void;
}

/**
 * One log line per request, written when it ends: the request (method, URL, host, address), the status and
 * the time taken, under the request's id. Fastify's default wrote two lines per request, "incoming request"
 * and "request completed"; the second now carries the first's fields too, which halves the logging each
 * request pays for (serialising, writing). Errors keep their own lines ("request errored", and the error
 * mapper's "unhandled error" with the stack).
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
