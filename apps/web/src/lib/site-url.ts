/**
 * The public address pages are canonical at: the server's APP_URL. Prerendering writes the build's
 * APP_URL (see vite.config.ts) and the server swaps in the one it runs with, so in the browser the
 * page it loaded says it best; without a canonical link (the app shell), the page's own origin.
 */
const fromLoadedPage = () => {
  if (typeof document === 'undefined') return undefined;
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  return canonical ? new URL(canonical).origin : window.location.origin;
};

export const SITE_URL = (fromLoadedPage() ?? import.meta.env.VITE_APP_URL).replace(/\/+$/, '');

export const absoluteUrl = (path: string) => `${SITE_URL}${path}`;
