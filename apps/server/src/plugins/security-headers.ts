import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's settings. HSTS only when the public address is https: over plain http the header is
 * meaningless at best, and on a host later moved to https it would pin browsers too early.
 */
export const helmetOptions = (appOrigin: string): HelmetOptions => ({
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
 * The headers helmet sets, as a plain record worked out once: every answer carries them, those
 * written before any hook runs (a malformed URL, oversized headers) included.
 */
export const securityHeaders = (options: HelmetOptions) => {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
};
