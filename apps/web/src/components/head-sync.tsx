import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { collectHead, type HeadMeta } from '../lib/head.ts';

const selectorFor = (meta: HeadMeta) =>
  meta.name ? `meta[name="${meta.name}"]` : `meta[property="${meta.property}"]`;

/**
 * Keeps <head> in step with the current route. Tags are updated in place, so the ones written
 * into a prerendered page are reused rather than duplicated.
 */
export function HeadSync() {
  const matches = useRouterState({ select: (state) => state.matches });
  useEffect(() => {
    const head = collectHead(matches);
    if (head.title) document.title = head.title;
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
  }, [matches]);
  return null;
}
