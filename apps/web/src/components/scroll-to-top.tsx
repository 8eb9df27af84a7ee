import { LIMITS } from '@balasin/shared/limits';
import { lazy, Suspense, useEffect, useState } from 'react';

// Loaded when first needed: a visitor who never scrolls far never downloads it.
const ScrollToTopButton = lazy(() => import('./scroll-to-top-button.tsx'));

/** The scroll-to-top button, shown once the page is scrolled past 300 px (spec section 2). */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > LIMITS.scrollTopThresholdPx);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;
  return (
    <Suspense fallback={null}>
      <ScrollToTopButton />
    </Suspense>
  );
}
