/**
 * A background loop: `work` runs at once and then every `everyMs`, never twice at a time. A tick
 * (or a `run()` from outside, such as a new e-mail to send) while a run is going joins that run
 * instead of starting another. `stop()` clears the timer and waits for the run in flight, so a
 * shutdown never cuts one off halfway. The timer does not keep the process alive.
 */
export const startSingleFlightInterval = (options: {
  everyMs: number;
  work: () => Promise<void>;
  /** Failures are the loop's to report; the next tick tries again. */
  onError: (error: unknown) => void;
}) => {
  let running: Promise<void> | undefined;
  let stopped = false;
  const run = () => {
    if (stopped) return Promise.resolve();
    running ??= options
      .work()
      .catch(options.onError)
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(run, options.everyMs);
  timer.unref();
  const first = run();
  return {
    /** The first run, for a caller that must not go on before it. */
    first,
    run,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
};
