import { SESSION } from '@balasin/shared/limits';
import { useSyncExternalStore } from 'react';

/**
 * The client-side record that a session exists (spec section 4). Without it the app treats the
 * visitor as signed out and makes no session call at all.
 */
const CHANGE_EVENT = 'balasin:session-flag';

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

export const hasSessionFlag = () => storage()?.getItem(SESSION.clientFlagKey) === '1';

/**
 * This tab signed out on purpose, until it signs in again. Calls still on their way then come
 * back without a session; that is no lost session to send the visitor to /login about (with
 * 'Please log in'), over the sign-out's own way there.
 */
let leftOnPurpose = false;

/** Another tab signing in gives this one its session back: a later loss is a real one again. */
const endLeavingOnSignIn = (event: Event) => {
  const { key, newValue } = event as StorageEvent;
  if (key !== SESSION.clientFlagKey || newValue !== '1') return;
  leftOnPurpose = false;
  window.removeEventListener('storage', endLeavingOnSignIn);
};

export const markSigningOut = () => {
  leftOnPurpose = true;
  window.addEventListener('storage', endLeavingOnSignIn);
};

export const isSigningOut = () => leftOnPurpose;

export const setSessionFlag = () => {
  leftOnPurpose = false;
  storage()?.setItem(SESSION.clientFlagKey, '1');
  window.dispatchEvent(new Event(CHANGE_EVENT));
};

export const clearSessionFlag = () => {
  storage()?.removeItem(SESSION.clientFlagKey);
  window.dispatchEvent(new Event(CHANGE_EVENT));
};

const subscribe = (onChange: () => void) => {
  // `storage` fires when another tab signs in or out; our own event covers this tab.
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
};

/**
 * Whether this browser holds a session. Prerendered pages are rendered signed out, so the server
 * snapshot is false and React switches after hydration instead of reporting a mismatch.
 */
export const useSessionFlag = () => useSyncExternalStore(subscribe, hasSessionFlag, () => false);
