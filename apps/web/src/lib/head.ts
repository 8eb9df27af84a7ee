import { BRAND } from '@balasin/shared/brand';
import { shareImagePath } from './share-image.ts';
import { absoluteUrl } from './site-url.ts';

type PageHeadInput = {
  title: string;
  description: string;
  /** The page's own path, e.g. '/blog/some-article'; the canonical address is APP_URL + path. */
  path: string;
  /** A path under public/, used for Open Graph and Twitter previews. */
  image?: string;
  type?: 'website' | 'article';
  /** Pages that must not appear in search results (sign-in, dashboard). */
  noindex?: boolean;
};

const DEFAULT_SHARE_IMAGE = '/images/og-default.svg';

/**
 * The head of a page as TanStack Router's `head` option wants it: title "{title} | Balasin",
 * description, canonical, Open Graph and Twitter tags (spec section 2). The same data is applied
 * in the browser (lib/head-tags.ts) and written into prerendered HTML.
 *
 * The share tags (Open Graph, Twitter) are read by link previews from the HTML the server sends,
 * never after a navigation in the browser, so only the prerendering build (SSR) makes them: the
 * main bundle, which every visitor downloads, does not carry them (head-tags.ts drops the first
 * page's once the visitor moves on).
 */
export const pageHead = ({
  title,
  description,
  path,
  image = DEFAULT_SHARE_IMAGE,
  type = 'website',
  noindex = false,
}: PageHeadInput) => {
  const fullTitle = `${title} | ${BRAND}`;
  const url = absoluteUrl(path);
  const meta: { title?: string; name?: string; property?: string; content?: string }[] = [
    { title: fullTitle },
    { name: 'description', content: description },
    { name: 'robots', content: noindex ? 'noindex, nofollow' : 'index, follow' },
  ];
  if (import.meta.env.SSR) {
    const imageUrl = absoluteUrl(shareImagePath(image));
    meta.push(
      { property: 'og:type', content: type },
      { property: 'og:site_name', content: BRAND },
      { property: 'og:locale', content: 'id_ID' },
      { property: 'og:title', content: fullTitle },
      { property: 'og:description', content: description },
      { property: 'og:url', content: url },
      { property: 'og:image', content: imageUrl },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: fullTitle },
      { name: 'twitter:description', content: description },
      { name: 'twitter:image', content: imageUrl },
    );
  }
  return { meta, links: [{ rel: 'canonical', href: url }] };
};

type PageHead = ReturnType<typeof pageHead>;

/**
 * Every page's `head` option. The page's loader builds its head (`pageHead`, or `headLoader` when
 * that is all it loads) and returns it as `head`. Loaders are split into the page's own chunk
 * (vite.config.ts), so the titles and descriptions of all pages stay out of the main bundle that
 * every page downloads.
 */
export const headFromLoader = ({ loaderData }: { loaderData?: { head: PageHead } | undefined }) =>
  loaderData?.head ?? {};

/** The loader of a page whose only data is its head. */
export const headLoader = (input: PageHeadInput) => () => ({ head: pageHead(input) });

type MatchLang = { staticData?: { lang?: 'id' | 'en' } };

/** The page's language: the deepest matched route that names one (`_app`: English), else Indonesian. */
export const pageLang = (matches: readonly MatchLang[]) =>
  matches.findLast((match) => match.staticData?.lang)?.staticData?.lang ?? 'id';
