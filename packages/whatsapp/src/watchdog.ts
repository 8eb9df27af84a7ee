export type Watchdog = { feed: () => void; stop: () => void };

/**
 * Calls `onSilent` once when `silenceMs` pass without a `feed`. Feeding only records the time:
 * a busy number receives many frames a second, and re-arming a timer on each would cost more
 * than one timer that, when it fires, checks how long it has really been quiet.
 */
export const startWatchdog = (silenceMs: number, onSilent: () => void): Watchdog => {
  let lastFedAt = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const check = () => {
    const quietFor = Date.now() - lastFedAt;
    if (quietFor >= silenceMs) {
      timer = undefined;
      onSilent();
      return;
    }
    timer = setTimeout(check, silenceMs - quietFor);
  };
  timer = setTimeout(check, silenceMs);

  return {
    feed: () => {
      lastFedAt = Date.now();
    },
    stop: () => {
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
};
