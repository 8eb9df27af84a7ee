import { isAbsolute, join, resolve } from 'node:path';
import { MEDIA_LIMITS } from '@balasin/shared';
import { z } from 'zod';

const port = z.coerce.number().int().min(0).max(65_535);
const url = (protocol: RegExp, example: string) =>
  z.url({ protocol, error: `must be a URL such as ${example}` });

const PROXY_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyAddress = (entry: string) =>
  PROXY_KEYWORDS.has(entry) ||
  z.union([z.cidrv4(), z.cidrv6(), z.ipv4(), z.ipv6()]).safeParse(entry).success;

/**
 * Which hops may tell the client's address in X-Forwarded-For: none (the default, `off`), the
 * nearest N (`1` behind one reverse proxy), or the proxies at these addresses (a comma-separated
 * list of IPs, CIDR ranges, or loopback / linklocal / uniquelocal).
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, context): number | string[] | false => {
    if (value === 'off' || value === 'false' || value === '0') return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.length > 0 && entries.every(isProxyAddress)) return entries;
    context.addIssue({
      code: 'custom',
      message:
        'must be off, a hop count such as 1, or proxy addresses such as 10.0.0.1,10.0.1.0/24',
    });
    return z.NEVER;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  APP_URL: url(/^https?$/, 'http://localhost:3000').default('http://localhost:3000'),
  DATABASE_URL: url(/^postgres(ql)?$/, 'postgres://user:password@host:5432/db').optional(),
  DATA_DIR: z.string().min(1).default('./.data'),
  ADMIN_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(8, { error: 'must be at least 8 characters' })
    .max(128, { error: 'must be at most 128 characters' })
    .optional(),
  SMTP_URL: url(/^smtps?$/, 'smtp://user:password@host:587').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Shorter access tokens for tests that exercise the refresh path; 900 s by default. */
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  /** Requests a minute per IP on the auth paths; raised by the browser tests, which share one IP. */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /** Contact-form messages per IP in 10 minutes. */
  CONTACT_RATE_LIMIT_PER_10_MINUTES: z.coerce.number().int().min(1).default(5),
  /** Playground questions and inbox suggestions per IP a minute (each may call the LLM). */
  AI_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Failed logins per IP and e-mail in 15 minutes before 429. */
  LOGIN_FAILURES_PER_IP_AND_EMAIL: z.coerce.number().int().min(1).default(10),
  /** Failed logins per IP in 15 minutes, whatever the e-mail, before 429. */
  LOGIN_FAILURES_PER_IP: z.coerce.number().int().min(1).default(100),
  /**
   * What this process runs: `all` (one process, the default), `web` (HTTP only, stateless, any
   * number behind a load balancer) or `worker` (WhatsApp sessions and jobs, no HTTP).
   */
  ROLE: z.enum(['all', 'web', 'worker']).default('all'),
  /** A worker silent this long loses its numbers to another (30 s); tests shorten it. */
  ENGINE_LEASE_SECONDS: z.coerce.number().int().min(3).max(600).default(30),
  /**
   * `true` lets webhook endpoints point at loopback, private and link-local addresses: tests, and
   * a server inside the owner's own network. Off by default (no server-side request forgery).
   */
  WEBHOOK_ALLOW_PRIVATE: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
  TRUST_PROXY: trustProxy.default(false),
  /**
   * Where received files' bytes go: a folder (DATA_DIR/media by default, in memory when
   * DATA_DIR is memory://), or `memory://`. Web and worker processes must share it.
   */
  MEDIA_DIR: z.string().min(1).optional(),
  /** Received files larger than this are not downloaded (16 MB); their messages say so. */
  MEDIA_MAX_BYTES: z.coerce.number().int().min(1).default(MEDIA_LIMITS.maxBytesDefault),
  /**
   * The LLM that writes the bot's answers: any OpenAI-compatible chat-completions endpoint
   * (https://api.openai.com/v1, a Groq or OpenRouter URL, a local Ollama at
   * http://127.0.0.1:11434/v1). With any of the three unset, answers are the best passage of
   * the business's knowledge as written (retrieval-only).
   */
  AI_BASE_URL: url(/^https?$/, 'https://api.openai.com/v1').optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).optional(),
  /** The built web app; defaults to apps/web/dist. */
  WEB_DIST_DIR: z.string().min(1).optional(),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(readonly lines: string[]) {
    super(`Invalid configuration:\n${lines.join('\n')}`);
  }
}

/** Empty strings count as unset, as they do in most shells' `VAR= cmd`. */
const withoutEmpty = (source: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));

/** Parses the environment; every bad variable becomes one line naming it. */
export const parseEnv = (source: NodeJS.ProcessEnv): Env => {
  const result = envSchema.safeParse(withoutEmpty(source));
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const got = source[name];
      return `${name}: ${issue.message}${got === undefined ? '' : ` (got "${got}")`}`;
    });
    throw new EnvError(lines);
  }
  const env = result.data;
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
    throw new EnvError([
      `${env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'}: must be set together with ${env.ADMIN_EMAIL ? 'ADMIN_EMAIL' : 'ADMIN_PASSWORD'}`,
    ]);
  }
  const ai = [env.AI_BASE_URL, env.AI_API_KEY, env.AI_MODEL];
  if (ai.some(Boolean) && !ai.every(Boolean)) {
    throw new EnvError([
      'AI_BASE_URL, AI_API_KEY, AI_MODEL: set all three for AI answers, or none for retrieval-only answers',
    ]);
  }
  return env;
};

/** npm runs workspace scripts in the workspace folder; relative paths mean where npm was called. */
export const resolveDataDir = (dataDir: string, base = process.env.INIT_CWD ?? process.cwd()) =>
  dataDir.startsWith('memory://') || isAbsolute(dataDir) ? dataDir : resolve(base, dataDir);

/** MEDIA_DIR, or a `media` folder beside the embedded database (memory too when that is). */
export const resolveMediaDir = (env: Pick<Env, 'MEDIA_DIR' | 'DATA_DIR'>, base?: string) => {
  if (env.MEDIA_DIR) return resolveDataDir(env.MEDIA_DIR, base);
  const dataDir = resolveDataDir(env.DATA_DIR, base);
  return dataDir.startsWith('memory://') ? 'memory://' : join(dataDir, 'media');
};
