import { type RefObject, useEffect } from 'react';

/** Whether the key press belongs to a field the person is typing in. */
export const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * j/k (and the arrow keys within the list) move focus through the list's rows (Enter then opens the focused one,
 * as any link), unless the person is typing in a field.
 */
export const useListKeys = (list: RefObject<HTMLElement | null>) => {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      if (!list.current) return;
      // Arrows keep scrolling the page elsewhere; in the list (or from nowhere) they move.
      const arrows =
        document.activeElement === document.body || list.current.contains(document.activeElement);
      const step =
        event.key === 'j' || (arrows && event.key === 'ArrowDown')
          ? 1
          : event.key === 'k' || (arrows && event.key === 'ArrowUp')
            ? -1
            : 0;
      if (!step) return;
      const rows = [...list.current.querySelectorAll<HTMLElement>('.inbox-row')];
      if (rows.length === 0) return;
      const focused = rows.indexOf(document.activeElement as HTMLElement);
      const current =
        focused >= 0 ? focused : rows.findIndex((row) => row.getAttribute('aria-current'));
      const next = current < 0 ? 0 : Math.min(rows.length - 1, Math.max(0, current + step));
      event.preventDefault();
      rows[next]?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [list]);
};
