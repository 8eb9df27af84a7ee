import { useSyncExternalStore } from 'react';
import { useAppServices } from './use-app-services.ts';

/**
 * The signed-in user as the session checks last loaded it, or undefined signed out. Read from
 * the query cache, never fetched here, and followed through every change of the cache: sign-in
 * fills it, sign-out clears it.
 */
export const useSessionUser = () => {
  const { queryClient, trpc } = useAppServices();
  const key = trpc.auth.user.queryKey();
  return useSyncExternalStore(
    (onChange) => queryClient.getQueryCache().subscribe(onChange),
    () => queryClient.getQueryData(key)?.user,
  );
};
