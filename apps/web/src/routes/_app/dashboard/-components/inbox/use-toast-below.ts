import { type RefObject, useEffect } from 'react';

/**
 * Puts a phone's toasts just under this element (the open conversation's header) rather than
 * over it or the top bar's menu: its bottom edge goes in --toast-top, which the app's Toaster
 * reads on a phone. The reply box at the screen's foot stays clear, and the newest messages too.
 */
export function useToastBelow(element: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const root = document.documentElement;
    let placed = '';
    const place = () => {
      const top = `${Math.max(0, Math.round(target.getBoundingClientRect().bottom))}px`;
      // Only a change is written: a new value on the root restyles the whole page.
      if (top === placed) return;
      placed = top;
      root.style.setProperty('--toast-top', top);
    };
    place();
    // The header grows when More or the whole hand-off notice opens; the page scrolls a little on
    // a phone, and a rotation moves everything.
    const observer = new ResizeObserver(place);
    observer.observe(target);
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, { capture: true, passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, { capture: true });
      root.style.removeProperty('--toast-top');
    };
  }, [element]);
}
