import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Server } from '@tus/server';
import { ERRORS, StreamLimiter, type CancellationContext, type Upload } from '@tus/utils';

/** The two members of @tus/server's PATCH handler this file takes over (both on the instance). */
interface PatchHandlerSeam {
  send(req: Request, context: CancellationContext, headers?: Headers): Promise<Response>;
  writeToStore(
    body: ReadableStream | Readable | null,
    upload: Upload,
    maxBodySize: number,
    context: CancellationContext,
  ): Promise<number>;
}

/**
 * A PATCH body goes from the Node request straight into the data store.
 *
 * @tus/server 2 reads every body as a web stream: srvx wraps the Node request (`Readable.toWeb`), and the PATCH
 * handler turns that back into a Node stream (`Readable.fromWeb`) before the store writes it. Each 64 KB chunk
 * then crosses two stream systems and their promise queues, which made a 100 MB upload over loopback about a
 * third slower than a plain pipe to disk (docs/performance.md "Resumable uploads"). Here the request the
 * handler sees answers its Node stream as its body, and the store writes that. Everything else stays the
 * library's: header checks, the offset check (409), the lock, expiry, the answer.
 *
 * A cut connection ends the body where it stopped instead of failing it, as the library does, so the store
 * keeps what arrived and the client resumes from there (tus HEAD → Upload-Offset).
 */
export function patchBodiesFromNode(server: Server): void {
  const handler = server.handlers.PATCH as unknown as PatchHandlerSeam;
  const send = handler.send.bind(handler);
  const writeToStore = handler.writeToStore.bind(handler);
  const store = server.datastore;

  handler.send = (req, context, headers) => {
    const node = (req as { runtime?: { node?: { req?: Readable } } }).runtime?.node?.req;
    // Defined on this request only, before the handler reads `body` (srvx builds the web stream lazily).
    if (node) Object.defineProperty(req, 'body', { value: node, configurable: true });
    return send(req, context, headers);
  };

  handler.writeToStore = async (body, upload, maxBodySize, context) => {
    if (!(body instanceof Readable)) return writeToStore(body, upload, maxBodySize, context);
    if (context.signal.aborted) throw ERRORS.ABORTED;
    // The request is piped through a proxy so that ending the proxy (a cut, a newer PATCH taking the lock)
    // finishes the store's write gracefully without destroying the request or its socket.
    const proxy = new PassThrough();
    let sourceError: unknown = null;
    const onSourceError = (err: unknown) => {
      sourceError = err;
      body.unpipe(proxy);
      if (!context.signal.aborted) proxy.destroy(err as Error);
    };
    const onAbort = () => {
      body.unpipe(proxy);
      if (!proxy.destroyed) proxy.end();
    };
    body.on('error', onSourceError);
    context.signal.addEventListener('abort', onAbort, { once: true });
    try {
      return await pipeline(body.pipe(proxy), new StreamLimiter(maxBodySize), (limited) =>
        store.write(limited as Readable, upload.id, upload.offset),
      );
    } catch (err) {
      body.unpipe(proxy);
      const aborted = err instanceof Error && err.name === 'AbortError';
      throw (sourceError !== null && err === sourceError) || aborted ? ERRORS.ABORTED : err;
    } finally {
      body.off('error', onSourceError);
      context.signal.removeEventListener('abort', onAbort);
    }
  };
}
