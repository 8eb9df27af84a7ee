import { type RefObject, useLayoutEffect } from 'react';

/**
 * A textarea as tall as its text, from its `rows` up to the CSS max-height (past which it
 * scrolls), so a short reply keeps one line and the messages keep the room, as in WhatsApp.
 */
export function useAutoGrow(
  textarea: RefObject<HTMLTextAreaElement | null>,
  text: string,
  rows: number,
) {
  useLayoutEffect(() => {
    const input = textarea.current;
    if (!input) return;
    // Back to the rows' height first, so a shorter text shrinks it again.
    input.style.height = '';
    if (input.scrollHeight > input.clientHeight) {
      const borders = input.offsetHeight - input.clientHeight;
      input.style.height = `${input.scrollHeight + borders}px`;
    }
  }, [textarea, text, rows]);
}
