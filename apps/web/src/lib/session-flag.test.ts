import { SESSION } from '@balasin/shared/limits';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isSigningOut, markSigningOut, setSessionFlag } from './session-flag.ts';

/** The browser's side of it: a window that is an event target with a localStorage. */
const browserWindow = () => {
  const items = new Map<string, string>();
  return Object.assign(new EventTarget(), {
    localStorage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => items.set(key, value),
      removeItem: (key: string) => items.delete(key),
    },
  });
};

/** What the browser fires in this tab when another tab writes the flag. */
const otherTabWrites = (key: string, newValue: string | null) =>
  window.dispatchEvent(Object.assign(new Event('storage'), { key, newValue }));

describe('a tab that signed out on purpose', () => {
  beforeEach(() => {
    Object.assign(globalThis, { window: browserWindow() });
  });
  afterEach(() => {
    setSessionFlag();
    Reflect.deleteProperty(globalThis, 'window');
  });

  it('stays so until it signs in again', () => {
    markSigningOut();
    expect(isSigningOut()).toBe(true);
    setSessionFlag();
    expect(isSigningOut()).toBe(false);
  });

  it('stops being so when another tab signs in, so a later lost session is reported', () => {
    markSigningOut();
    otherTabWrites('unrelated', '1');
    otherTabWrites(SESSION.clientFlagKey, null);
    expect(isSigningOut()).toBe(true);
    otherTabWrites(SESSION.clientFlagKey, '1');
    expect(isSigningOut()).toBe(false);
  });
});
