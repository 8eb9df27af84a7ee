import { LIMITS } from '@balasin/shared/limits';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

const LABELS = { id: 'Kembali ke atas', en: 'Back to top' } as const;

/** Appears once the page is scrolled past 300 px (spec section 2) and takes the reader back up. */
export function ScrollToTopButton() {
  const [visible, setVisible] = useState(false);
  const lang = useRouterState({
    select: (state) => state.matches.findLast((match) => match.staticData.lang)?.staticData.lang,
  });

  useEffect(() => {
    const update = () => setVisible(window.scrollY > LIMITS.scrollTopThresholdPx);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      className="scroll-top-button"
      aria-label={LABELS[lang ?? 'id']}
      onClick={() => {
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
      }}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M12 5l-7 7 1.4 1.4L11 8.8V19h2V8.8l4.6 4.6L19 12z" fill="currentColor" />
      </svg>
    </button>
  );
}
