import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino from 'pino';

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

/**
 * Standard output through pino's own writer (sonic-boom), handed the lines of one turn of the event loop
 * as one write instead of one line at a time. For every write, sonic-boom appends the text to what is still
 * waiting behind the write in flight and measures that whole text's UTF-8 length again: line by line, the
 * cost grows with the backlog, so a busy server whose log fell behind spent ever more CPU catching up (the
 * static bench route swung between ~50 and ~110 µs of CPU per request from one run to the next; 9 % of a
 * profile was that measuring). A batch pays it once. Lines of the last turn are written at exit: this hook
 * is registered before pino's own, which then flushes everything synchronously.
 */
export function standardOutput(): LogSink {
  let lines: string[] = [];
  const flush = () => {
    // After pino ended it (beforeExit), a write would throw; its types omit the flag.
    if (lines.length === 0 || (out as { destroyed?: boolean }).destroyed) return;
    const batch = lines.join('');
    lines = [];
    out.write(batch);
  };
  process.once('exit', flush);
  const out = pino.destination({ dest: 1, sync: false });
  return {
    write(line) {
      if (lines.push(line) === 1) setImmediate(flush);
    },
  };
}
