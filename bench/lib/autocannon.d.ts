// The part of autocannon 8's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  interface Stats {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  }
  export interface Result {
    requests: Stats & { total: number; sent: number };
    latency: Stats & { p97_5: number };
    throughput: Stats;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
    statusCodeStats: Record<string, { count: number }>;
  }
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (req: Request, context: Record<string, unknown>) => Request;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: Request[];
    timeout?: number;
  }
  /** What an answered request reports: its connection (whose `requestIterator.context` setupRequest wrote), status, bytes, ms. */
  type ResponseListener = (client: unknown, status: number, bytes: number, ms: number) => void;
  function autocannon(
    opts: Options,
  ): Promise<Result> & { stop(): void; on(event: 'response', listener: ResponseListener): void };
  export default autocannon;
}
