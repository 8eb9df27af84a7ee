import type { AppRouter } from '@balasin/api';
import { messages } from '@balasin/shared/messages';
import { TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { clearSessionFlag, hasSessionFlag, isSigningOut } from './session-flag.ts';
import { refreshSession } from './shared-refresh.ts';
import { isUnauthorizedError } from './trpc-errors.ts';

/** Procedures anyone may call; everything else needs the session flag. */
const PUBLIC_PATHS = new Set([
  'auth.login',
  'auth.register',
  'auth.refresh',
  'auth.logout',
  'auth.verifyEmail',
  'auth.acceptInvitation',
  'auth.requestPasswordReset',
  'auth.confirmPasswordReset',
  'system.health',
  'contact.send',
]);

/** The session checks themselves: their callers decide where a signed-out visitor goes. */
const SESSION_CHECKS = new Set(['auth.user', 'auth.checkAdmin']);

/** The error a call gets without the flag: shaped like the server's 401 so callers treat it alike. */
const notAuthenticated = () =>
  TRPCClientError.from<AppRouter>({
    error: {
      code: -32001,
      message: messages.notAuthenticated,
      data: { code: 'UNAUTHORIZED', httpStatus: 401 },
    },
  });

export type SessionLinkOptions = {
  /** A protected call ended signed out: the app sends the browser to /login. */
  onSignedOut: () => void;
};

/**
 * The spec's session rules (section 4) in one tRPC link: no protected call without the flag;
 * a 401 gets one shared refresh and one retry; if that fails the flag is cleared and the visitor
 * is signed out (unless they are signing out themselves, and on their way to /login already).
 */
export const sessionLink =
  ({ onSignedOut }: SessionLinkOptions): TRPCLink<AppRouter> =>
  () =>
  ({ op, next }) =>
    observable((observer) => {
      const isPublic = PUBLIC_PATHS.has(op.path);
      const signedOut = (error: TRPCClientError<AppRouter>) => {
        clearSessionFlag();
        if (!SESSION_CHECKS.has(op.path) && !isSigningOut()) onSignedOut();
        observer.error(error);
      };

      if (!isPublic && !hasSessionFlag()) {
        signedOut(notAuthenticated());
        return () => {};
      }

      let subscription: { unsubscribe: () => void } | undefined;
      let stopped = false;
      const attempt = (isRetry: boolean) => {
        subscription = next(op).subscribe({
          next: (value) => observer.next(value),
          complete: () => observer.complete(),
          error: (error) => {
            if (isPublic || !isUnauthorizedError(error)) return observer.error(error);
            if (isRetry) return signedOut(error);
            void refreshSession().then((refreshed) => {
              if (stopped) return;
              if (refreshed) attempt(true);
              else signedOut(error);
            });
          },
        });
      };
      attempt(false);
      return () => {
        stopped = true;
        subscription?.unsubscribe();
      };
    });
