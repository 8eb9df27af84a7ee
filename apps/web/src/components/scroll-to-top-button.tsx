import { useRouterState } from '@tanstack/react-router';
import { pageLang } from '../lib/head.ts';

const LABELS = { id: 'Kembali ke atas', en: 'Back to top' } as const;

/** The button itself, in the page's language; takes the reader back to the top. */
export default function ScrollToTopButton() {
  const lang = useRouterState({ select: (state) => pageLang(state.matches) });
  return (
    <button
      type="button"
      className="scroll-top-button"
      aria-label={LABELS[lang]}
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
