import { pageLang } from './head.ts';

// The head tags of the matched routes: merged as the router's own HeadContent merges them, written
// into prerendered pages (scripts/prerender.ts), and applied in the browser (lib/follow-head.ts).

type HeadMeta = { title?: string; name?: string; property?: string; content?: string };
type HeadLink = { rel: string; href: string };
export type HeadData = { title: string; meta: HeadMeta[]; links: HeadLink[]; lang: string };

type MatchHead = {
  meta?: (HeadMeta | undefined)[] | undefined;
  links?: (Partial<HeadLink> | undefined)[] | undefined;
  staticData?: { lang?: 'id' | 'en' };
};

const keyOf = (meta: HeadMeta) => meta.name ?? meta.property ?? '';

/**
 * Merges the heads of the matched routes, the deepest route winning per tag, as the router's
 * own HeadContent does.
 */
export const collectHead = (matches: readonly MatchHead[]): HeadData => {
  let title = '';
  const meta = new Map<string, HeadMeta>();
  const links = new Map<string, HeadLink>();
  for (const match of matches) {
    for (const tag of match.meta ?? []) {
      if (!tag) continue;
      if (tag.title) title = tag.title;
      else meta.set(keyOf(tag), tag);
    }
    for (const link of match.links ?? []) {
      if (link?.rel && link.href) links.set(link.rel, { rel: link.rel, href: link.href });
    }
  }
  return { title, meta: [...meta.values()], links: [...links.values()], lang: pageLang(matches) };
};

const selectorFor = (meta: HeadMeta) =>
  meta.name ? `meta[name="${meta.name}"]` : `meta[property="${meta.property}"]`;

/**
 * Brings <head> in step with the matched routes. Tags are updated in place, so the ones written
 * into a prerendered page are reused rather than duplicated.
 */
export const applyHead = (matches: readonly MatchHead[]) => {
  const head = collectHead(matches);
  if (head.title) document.title = head.title;
  // The first page's share tags would describe another page now; the browser build makes none.
  for (const tag of document.head.querySelectorAll(
    'meta[property^="og:"], meta[name^="twitter:"]',
  )) {
    tag.remove();
  }
  document.documentElement.lang = head.lang;
  for (const meta of head.meta) {
    let tag = document.head.querySelector<HTMLMetaElement>(selectorFor(meta));
    if (!tag) {
      tag = document.createElement('meta');
      if (meta.name) tag.name = meta.name;
      if (meta.property) tag.setAttribute('property', meta.property);
      document.head.append(tag);
    }
    tag.content = meta.content ?? '';
  }
  for (const link of head.links) {
    let tag = document.head.querySelector<HTMLLinkElement>(`link[rel="${link.rel}"]`);
    if (!tag) {
      tag = document.createElement('link');
      tag.rel = link.rel;
      document.head.append(tag);
    }
    tag.href = link.href;
  }
};
