import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import helmet from 'helmet';

/**
 * Helmet's settings. HSTS only when the public address is https: over plain http the header is
 * meaningless at best, and on a host later moved to https it would pin browsers too early.
 */
export const helmetOptions = (appOrigin: string): FastifyHelmetOptions => ({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  // helmet refuses an explicit `true`: leaving the key out means its default (on).
  ...(appOrigin.startsWith('https:') ? {} : { strictTransportSecurity: false }),
});

/**
 * The headers helmet sets, as a plain record: for the answers written before any hook runs
 * (a malformed URL, oversized headers), which helmet's hook never sees.
 */
export const securityHeaders = (options: FastifyHelmetOptions) => {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options as Parameters<typeof helmet>[0])(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    () => {},
  );
  return headers;
};
