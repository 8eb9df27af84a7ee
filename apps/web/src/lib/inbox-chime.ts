import { useSyncExternalStore } from 'react';

/** Where this browser keeps the inbox's mute switch (per browser, not per account). */
const MUTE_KEY = 'balasin.inbox.muted';
const listeners = new Set<() => void>();

const readMuted = () => {
  try {
    return localStorage.getItem(MUTE_KEY) === '1';
  } catch {
    return false;
  }
};

export const setInboxMuted = (muted: boolean) => {
  try {
    if (muted) localStorage.setItem(MUTE_KEY, '1');
    else localStorage.removeItem(MUTE_KEY);
  } catch {
    // Storage refused (private mode): the switch lasts until the page reloads.
  }
  for (const listener of listeners) listener();
};

/** The mute switch, followed across this tab and the browser's other tabs. */
export const useInboxMuted = () =>
  useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      const onStorage = (event: StorageEvent) => {
        if (event.key === MUTE_KEY) onChange();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(onChange);
        window.removeEventListener('storage', onStorage);
      };
    },
    readMuted,
    () => false,
  );

let context: AudioContext | undefined;

/**
 * Two short soft notes, made by the Web Audio API (no file to download). Silent when muted, or
 * when the browser has not allowed sound yet (no click on the page so far).
 */
export const playInboxChime = () => {
  if (readMuted() || typeof AudioContext === 'undefined') return;
  try {
    context ??= new AudioContext();
    const start = context.currentTime;
    for (const [offset, frequency] of [
      [0, 880],
      [0.12, 1320],
    ] as const) {
      const tone = context.createOscillator();
      const gain = context.createGain();
      tone.type = 'sine';
      tone.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.15, start + offset + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.18);
      tone.connect(gain).connect(context.destination);
      tone.start(start + offset);
      tone.stop(start + offset + 0.2);
    }
  } catch {
    // No audio device or autoplay refused: the badge and the announcement still tell.
  }
};
