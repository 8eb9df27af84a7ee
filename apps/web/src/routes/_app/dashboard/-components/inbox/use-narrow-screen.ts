import { useSyncExternalStore } from 'react';

// The width under which app.css lays the thread's header out for a phone.
const NARROW = '(max-width: 639.98px)';

/** Whether the screen is a phone's width now, following a rotation or a resized window. */
export function useNarrowScreen() {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia(NARROW);
      query.addEventListener('change', changed);
      return () => query.removeEventListener('change', changed);
    },
    () => window.matchMedia(NARROW).matches,
    () => false,
  );
}
