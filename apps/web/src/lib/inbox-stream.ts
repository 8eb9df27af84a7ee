import { useEffect, useRef, useSyncExternalStore } from 'react';

/**
 * One `conversations.events` stream per tab, opened by the dashboard (useInboxAlerts) and shared
 * with the inbox page. A browser keeps at most six connections to one host over HTTP/1.1, across
 * all its tabs, and every open stream holds one for good: a stream per hook made two inbox tabs
 * hold all six, and every other request of the site waited behind them.
 */
export type InboxStreamEvent = { conversationId: string; change: string };

type Listener = {
  onStarted?: () => void;
  onData?: (event: InboxStreamEvent) => void;
};

const listeners = new Set<Listener>();
let inboxesOpen = 0;
const presenceWatchers = new Set<() => void>();

/** The stream counts its person as online while an inbox is open in this tab. */
const setInboxesOpen = (next: number) => {
  inboxesOpen = next;
  for (const watch of presenceWatchers) watch();
};

export const inboxStream = {
  started: () => {
    for (const listener of listeners) listener.onStarted?.();
  },
  data: (event: InboxStreamEvent) => {
    for (const listener of listeners) listener.onData?.(event);
  },
};

/** Whether the tab's stream should say its person is online (an inbox is open). */
export const useInboxPresence = () =>
  useSyncExternalStore(
    (watch) => {
      presenceWatchers.add(watch);
      return () => presenceWatchers.delete(watch);
    },
    () => inboxesOpen > 0,
  );

/**
 * Hears the tab's stream while mounted; `present` marks the person online for assignment while
 * this component is shown (the inbox). The latest `listener` is used, so it may change freely.
 */
export const useInboxStream = (listener: Listener, present: boolean) => {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => {
    const relay: Listener = {
      onStarted: () => latest.current.onStarted?.(),
      onData: (event) => latest.current.onData?.(event),
    };
    listeners.add(relay);
    return () => {
      listeners.delete(relay);
    };
  }, []);
  useEffect(() => {
    if (!present) return;
    setInboxesOpen(inboxesOpen + 1);
    return () => setInboxesOpen(inboxesOpen - 1);
  }, [present]);
};
