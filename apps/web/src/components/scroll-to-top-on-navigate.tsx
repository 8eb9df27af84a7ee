import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/** Every route change starts at the top of the page (spec section 2). */
export function ScrollToTopOnNavigate() {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onResolved', ({ pathChanged }) => {
        if (pathChanged) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      }),
    [router],
  );
  return null;
}
