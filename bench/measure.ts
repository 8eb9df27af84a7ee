import autocannon from 'autocannon';
import type { RunningServer } from './server-process.ts';

export type LoadResult = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Responses other than 2xx, and socket errors or timeouts: any makes the figures void. */
  failures: number;
  maxRssMb: number | null;
  /**
   * The server's own CPU time per answered request (user and system), or null where /proc is
   * missing: what a request costs the server, apart from the database and the load generator
   * that share its cores.
   */
  cpuMsPerRequest: number | null;
};

/** Samples the server's memory while `work` runs; answers the peak. */
const peakRss = async <T>(server: RunningServer, work: Promise<T>) => {
  let peak: number | null = server.rssMb();
  const timer = setInterval(() => {
    const rss = server.rssMb();
    if (rss !== null) peak = Math.max(peak ?? 0, rss);
  }, 250);
  try {
    return { result: await work, peak };
  } finally {
    clearInterval(timer);
  }
};

/** A POST whose body (and extra headers) change from one request to the next. */
export type VaryingPost = (n: number) => { body: string; headers?: Record<string, string> };

/** Open-ended load with autocannon: throughput and latency percentiles at `connections`. */
export const load = async (
  server: RunningServer,
  options: {
    path: string;
    connections: number;
    seconds: number;
    headers: Record<string, string>;
    post?: VaryingPost;
  },
): Promise<LoadResult> => {
  const { post } = options;
  let sent = 0;
  const run = autocannon({
    url: `${server.url}${options.path}`,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers,
    ...(post
      ? {
          requests: [
            {
              method: 'POST' as const,
              setupRequest: (request) => {
                const next = post(sent++);
                return {
                  ...request,
                  body: next.body,
                  headers: { ...request.headers, ...next.headers },
                };
              },
            },
          ],
        }
      : {}),
  });
  const cpuBefore = server.cpuMs();
  const { result, peak } = await peakRss(server, run);
  const cpuAfter = server.cpuMs();
  const answered = result.requests.total;
  return {
    cpuMsPerRequest:
      cpuBefore !== null && cpuAfter !== null && answered > 0
        ? Math.round(((cpuAfter - cpuBefore) / answered) * 100) / 100
        : null,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    maxRssMb: peak,
  };
};

export type LatencyResult = {
  count: number;
  p50Ms: number;
  p95Ms: number;
  requestsPerSecond: number;
  failures: number;
  maxRssMb: number | null;
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

const round = (ms: number) => Math.round(ms * 100) / 100;

/**
 * Closed-loop timing of single requests (autocannon reports no p95): `workers` clients each
 * send the next request when the last one answered, until `count` requests are done.
 */
export const latencies = async (
  server: RunningServer,
  options: { count: number; workers: number; send: () => Promise<Response> },
): Promise<LatencyResult> => {
  const times: number[] = [];
  let failures = 0;
  let started = 0;
  const worker = async () => {
    while (started < options.count) {
      started++;
      const t0 = performance.now();
      const response = await options.send();
      await response.arrayBuffer();
      times.push(performance.now() - t0);
      if (!response.ok) failures++;
    }
  };
  const t0 = performance.now();
  const { peak } = await peakRss(
    server,
    Promise.all(Array.from({ length: options.workers }, worker)),
  );
  const elapsedS = (performance.now() - t0) / 1000;
  times.sort((a, b) => a - b);
  return {
    count: times.length,
    p50Ms: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    requestsPerSecond: Math.round(times.length / elapsedS),
    failures,
    maxRssMb: peak,
  };
};

/** Signs in over HTTP and answers the Cookie header a browser would send afterwards. */
export const signIn = async (baseUrl: string, credentials: { email: string; password: string }) => {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
};
