import { useEffect } from 'react';
import { toast } from './toast.ts';
import { isUnauthorizedError } from './trpc-errors.ts';

/**
 * Shows `message` once for each failure of a query. A lost session is not reported here: the
 * session link has already said 'Please login to continue' and is on its way to /login.
 */
export const useErrorToast = (error: unknown, message: string) => {
  useEffect(() => {
    if (error && !isUnauthorizedError(error)) toast.error(message);
  }, [error, message]);
};
