/** A Server-Sent Events reader over fetch, as a test sees a stream: the status, then its events one by one. */
export interface SseEvent {
  event: string;
  data: string;
}

export interface SseStream {
  status: number;
  contentType: string;
  /** The next event named `name` (comments skipped), or a rejection after `timeoutMs`. */
  next(name?: string, timeoutMs?: number): Promise<SseEvent>;
  /** Whether an event named `name` arrives within `ms` (false: none did). */
  quiet(ms: number, name?: string): Promise<boolean>;
  /** Comment lines seen so far (the heartbeats). */
  comments: string[];
  close(): void;
}

export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  const abort = new AbortController();
  const res = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  const queue: SseEvent[] = [];
  const comments: string[] = [];
  let wake: (() => void) | undefined;
  let ended = false;
  if (res.ok && res.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buf = '';
      try {
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          buf += decoder.decode(chunk, { stream: true });
          let cut: number;
          while ((cut = buf.indexOf('\n\n')) >= 0) {
            const block = buf.slice(0, cut);
            buf = buf.slice(cut + 2);
            let event = 'message';
            const data: string[] = [];
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) comments.push(line);
              else if (line.startsWith('event: ')) event = line.slice(7);
              else if (line.startsWith('data: ')) data.push(line.slice(6));
            }
            if (data.length) queue.push({ event, data: data.join('\n') });
            wake?.();
          }
        }
      } catch {
        /* aborted */
      }
      ended = true;
      wake?.();
    })();
  } else {
    await res.text().catch(() => '');
  }
  const take = (name: string | undefined) => {
    const i = queue.findIndex((e) => !name || e.event === name);
    return i >= 0 ? queue.splice(i, 1)[0] : undefined;
  };
  async function next(name = 'unread', timeoutMs = 3000): Promise<SseEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const got = take(name);
      if (got) return got;
      if (ended) throw new Error('stream ended');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no '${name}' event within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        wake = () => (clearTimeout(t), resolve());
      });
    }
  }
  return {
    status: res.status,
    contentType: res.headers.get('content-type') ?? '',
    next,
    quiet: (ms, name = 'unread') =>
      next(name, ms).then(
        () => false,
        () => true,
      ),
    comments,
    close: () => abort.abort(),
  };
}
