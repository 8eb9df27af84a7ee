import type { QueryClient } from '@tanstack/react-query';
import {
  clearSessionFlag,
  hasSessionFlag,
  markSigningOut,
  setSessionFlag,
} from './session-flag.ts';
import type { Api, Trpc } from './trpc.ts';
import { isUnauthorizedError } from './trpc-errors.ts';

export type SessionContext = { queryClient: QueryClient; trpc: Trpc; api: Api };

/**
 * The signed-in user, or null when signed out. Without the client flag no call is made; a 401
 * (after the session link's one refresh) clears the flag. Any other failure also clears it, as the
 * spec says, and is rethrown so the caller can tell the visitor the check failed.
 */
export const fetchSessionUser = async ({ queryClient, trpc }: SessionContext) => {
  if (!hasSessionFlag()) return null;
  try {
    const { user } = await queryClient.fetchQuery({
      ...trpc.auth.user.queryOptions(),
      staleTime: 0,
    });
    return user;
  } catch (error) {
    clearSessionFlag();
    if (isUnauthorizedError(error)) return null;
    throw error;
  }
};

export type SessionUser = NonNullable<Awaited<ReturnType<typeof fetchSessionUser>>>;

/** True only when the server confirms the admin right (spec section 6). */
export const confirmAdmin = async ({ queryClient, trpc }: SessionContext) => {
  try {
    await queryClient.fetchQuery({ ...trpc.auth.checkAdmin.queryOptions(), staleTime: 0 });
    return true;
  } catch {
    return false;
  }
};

/** Signs in and records the session flag; rejects with the server's error. */
export const signIn = async (
  { queryClient, trpc, api }: SessionContext,
  credentials: { email: string; password: string },
) => {
  const { user } = await api.auth.login.mutate(credentials);
  setSessionFlag();
  queryClient.setQueryData(trpc.auth.user.queryKey(), { user });
  return user;
};

/** Joins a business from an invitation's link: signed in like `signIn`; rejects as the server. */
export const acceptInvitation = async (
  { queryClient, trpc, api }: SessionContext,
  input: { token: string; name: string; password: string },
) => {
  const { user } = await api.auth.acceptInvitation.mutate(input);
  setSessionFlag();
  queryClient.setQueryData(trpc.auth.user.queryKey(), { user });
  return user;
};

/**
 * Ends the session. The local record is dropped whatever the server says, so a failed call still
 * leaves this browser signed out; the promise rejects so the caller can show 'Failed to sign out'.
 */
export const signOut = async ({ queryClient, api }: SessionContext) => {
  // Before the call: the dashboard's calls the server answers after it fail without a session.
  markSigningOut();
  try {
    await api.auth.logout.mutate();
  } finally {
    clearSessionFlag();
    queryClient.clear();
  }
};
