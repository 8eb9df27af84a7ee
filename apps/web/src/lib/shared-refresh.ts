/**
 * One refresh for every caller that hits a 401 at the same time, in this tab and across tabs
 * (spec section 4). Inside a tab, concurrent callers share one promise. Across tabs, a Web Lock
 * serialises the attempts and a timestamp in localStorage lets a tab that waited see that another
 * tab has just refreshed the shared cookies, so it retries without spending the refresh token again.
 */
const LOCK_NAME = 'balasin-session-refresh';
const REFRESHED_AT_KEY = 'balasin_session_refreshed_at';

let inFlight: Promise<boolean> | undefined;

const refreshedAt = () => Number(window.localStorage.getItem(REFRESHED_AT_KEY) ?? 0);

const callRefresh = async () => {
  try {
    const response = await fetch('/api/auth/refresh', { method: 'POST', credentials: 'include' });
    if (!response.ok) return false;
    window.localStorage.setItem(REFRESHED_AT_KEY, String(Date.now()));
    return true;
  } catch {
    return false;
  }
};

const refreshOnce = async (startedAt: number) => {
  if (!('locks' in navigator)) return callRefresh();
  return navigator.locks.request(LOCK_NAME, async () =>
    refreshedAt() >= startedAt ? true : callRefresh(),
  );
};

/** Resolves true when the session cookies are fresh again, false when the session is gone. */
export const refreshSession = () => {
  if (!inFlight) {
    const startedAt = Date.now();
    inFlight = refreshOnce(startedAt).finally(() => {
      inFlight = undefined;
    });
  }
  return inFlight;
};
