/** The public address pages are canonical at; `APP_URL` at build time (see vite.config.ts). */
export const SITE_URL = import.meta.env.VITE_APP_URL.replace(/\/+$/, '');

export const absoluteUrl = (path: string) => `${SITE_URL}${path}`;
