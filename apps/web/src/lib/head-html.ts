import type { HeadData } from './head-tags.ts';

const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');

/** The head tags of a prerendered page, in the form `applyHead` later updates in place. */
export const renderHeadHtml = (head: HeadData) =>
  [
    `<title>${escapeHtml(head.title)}</title>`,
    ...head.meta.map((meta) =>
      meta.name
        ? `<meta name="${escapeHtml(meta.name)}" content="${escapeHtml(meta.content ?? '')}">`
        : `<meta property="${escapeHtml(meta.property ?? '')}" content="${escapeHtml(meta.content ?? '')}">`,
    ),
    ...head.links.map(
      (link) => `<link rel="${escapeHtml(link.rel)}" href="${escapeHtml(link.href)}">`,
    ),
  ].join('\n    ');
