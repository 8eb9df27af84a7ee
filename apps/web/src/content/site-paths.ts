import { articles } from './blog/articles.ts';

/** The public pages, in one list: prerendered at build time, listed in sitemap.xml, tested. */
export const STATIC_PAGE_PATHS = [
  '/',
  '/lite',
  '/pro',
  '/about',
  '/contact',
  '/blog',
  '/privacy',
  '/terms',
] as const;

export const ARTICLE_PATHS = articles.map((article) => `/blog/${article.slug}`);

export const PUBLIC_PAGE_PATHS: string[] = [...STATIC_PAGE_PATHS, ...ARTICLE_PATHS];
