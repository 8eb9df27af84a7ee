import type { ApiDeps, Context } from '@balasin/api';
import { resolveAccessToken } from '@balasin/api';
import { SESSION } from '@balasin/shared';
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Builds a procedure context over one Fastify exchange; both /trpc and /api use it. */
export const createRequestContext = (
  deps: ApiDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Context => {
  const cookieOptions = {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    secure: deps.session.secureCookies,
  };
  let auth: ReturnType<Context['loadAuth']> | undefined;
  return {
    ...deps,
    response: {},
    transport: {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      getCookie: (name) => request.cookies[name],
      setCookie: (name, value, maxAgeSeconds) =>
        void reply.setCookie(name, value, { ...cookieOptions, maxAge: maxAgeSeconds }),
      clearCookie: (name) => void reply.clearCookie(name, cookieOptions),
      setHeader: (name, value) => void reply.header(name, value),
      getHeader: (name) => {
        const value = request.headers[name];
        return Array.isArray(value) ? value[0] : value;
      },
      queryNames: () => [...new URLSearchParams(request.url.split('?')[1] ?? '').keys()],
    },
    loadAuth: () => {
      auth ??= resolveAccessToken(deps, request.cookies[SESSION.accessCookie]);
      return auth;
    },
  };
};
