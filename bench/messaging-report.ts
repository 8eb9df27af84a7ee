import type { MessagingResult } from './messaging.ts';
import { loadRow, mark, table } from './report.ts';
import { TARGETS } from './targets.ts';

/** The messaging figures of one database kind against the targets, as plain text. */
export const formatMessaging = (kind: string, seconds: number, r: MessagingResult) => {
  const e = r.endToEnd;
  const e2eOk = e.sentP99Ms <= TARGETS.endToEndP99Ms && e.unsent === 0 && e.refused === 0;
  return [
    `${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}: POST /api/v1/messages, API token, 50 connections, ${seconds} s`,
    table([loadRow('ours', r.accept.ours), loadRow('bare Fastify', r.accept.bare)]),
    table([
      [
        'ours/bare accepted',
        `${r.accept.ratio}`,
        `target ≥ ${TARGETS.acceptThroughputRatio}`,
        mark(r.accept.ratio >= TARGETS.acceptThroughputRatio),
      ],
    ]),
    `End to end: ${e.messages} messages at ${e.rate}/s over ${e.numbers} connected sandbox numbers (after ${e.warmUpMessages} untimed, all sent)`,
    table([
      [
        'accept',
        `${e.acceptedPerSecond}/s`,
        `p50 ${e.acceptP50Ms} ms`,
        `p99 ${e.acceptP99Ms} ms`,
        e.refused ? `${e.refused} REFUSED` : '',
      ],
      [
        'accept -> sent',
        `p50 ${e.sentP50Ms} ms`,
        `p95 ${e.sentP95Ms} ms`,
        `p99 ${e.sentP99Ms} ms`,
        `max ${e.sentMaxMs} ms`,
        e.unsent ? `${e.unsent} NOT SENT` : '',
      ],
      [
        'warm-up, untimed',
        `p99 ${e.warmUpSentP99Ms} ms`,
        `max ${e.warmUpSentMaxMs} ms`,
        '(a fresh server)',
      ],
      [
        'p99 accept -> sent',
        `${e.sentP99Ms} ms`,
        `target < ${TARGETS.endToEndP99Ms} ms`,
        mark(e2eOk),
      ],
    ]),
    `Server memory (RSS) peak: ${e.maxRssMb} MB`,
  ].join('\n');
};
