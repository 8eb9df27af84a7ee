import { BRAND } from '@balasin/shared/brand';
import { shareImagePath } from './share-image.ts';
import { absoluteUrl } from './site-url.ts';

export type PageHeadInput = {
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

export const DEFAULT_SHARE_IMAGE = '/images/og-default.svg';

/**
 * The head of a page as TanStack Router's `head` option wants it: title "{title} | Balasin",
 * description, canonical, Open Graph and Twitter tags (spec section 2). The same data is applied
 * in the browser (HeadSync) and written into prerendered HTML.
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
  const imageUrl = absoluteUrl(shareImagePath(image));
  return {
    meta: [
      { title: fullTitle },
      { name: 'description', content: description },
      { name: 'robots', content: noindex ? 'noindex, nofollow' : 'index, follow' },
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
    ],
    links: [{ rel: 'canonical', href: url }],
  };
};

export type HeadMeta = { title?: string; name?: string; property?: string; content?: string };
export type HeadLink = { rel: string; href: string };
export type HeadData = { title: string; meta: HeadMeta[]; links: HeadLink[]; lang: string };

type MatchHead = {
  meta?: (HeadMeta | undefined)[] | undefined;
  links?: (Partial<HeadLink> | undefined)[] | undefined;
  staticData?: { lang?: string };
};

const keyOf = (meta: HeadMeta) => meta.name ?? meta.property ?? '';

/**
 * Merges the heads of the matched routes, the deepest route winning per tag, as the router's
 * own HeadContent does.
 */
export const collectHead = (matches: readonly MatchHead[]): HeadData => {
  let title = '';
  let lang = 'id';
  const meta = new Map<string, HeadMeta>();
  const links = new Map<string, HeadLink>();
  for (const match of matches) {
    if (match.staticData?.lang) lang = match.staticData.lang;
    for (const tag of match.meta ?? []) {
      if (!tag) continue;
      if (tag.title) title = tag.title;
      else meta.set(keyOf(tag), tag);
    }
    for (const link of match.links ?? []) {
      if (link?.rel && link.href) links.set(link.rel, { rel: link.rel, href: link.href });
    }
  }
  return { title, meta: [...meta.values()], links: [...links.values()], lang };
};
