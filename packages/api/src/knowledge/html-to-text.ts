const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  middot: '·',
  bull: '•',
  copy: '©',
  reg: '®',
  trade: '™',
};

const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X'
          ? Number.parseInt(name.slice(2), 16)
          : Number.parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
  });

/** Parts of a page that are not its content: code, styling, menus, cookie banners' usual homes. */
const DROPPED =
  /<(script|style|noscript|template|svg|canvas|iframe|nav|footer|aside|form|button|select)\b[\s\S]*?<\/\1\s*>/gi;

/**
 * A web page's readable text, for the knowledge base: its title, and its content with headings
 * kept as Markdown headings (so passages know their section) and lists as lines. Scripts,
 * styles, navigation and footers are dropped. Not a browser: good enough for the pages a small
 * business writes (about, shipping, returns, prices).
 */
export const htmlToText = (html: string) => {
  const title = decodeEntities(/<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  const main = /<main\b[^>]*>([\s\S]*?)<\/main>/i.exec(html)?.[1];
  const body = main ?? /<body\b[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
  const text = body
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(DROPPED, ' ')
    .replace(/<header\b[\s\S]*?<\/header\s*>/gi, (header) =>
      // A header often holds the page's own title; its menu is gone already.
      /<h1\b/i.test(header) ? header : ' ',
    )
    .replace(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1\s*>/gi, (_m, level: string, inner: string) => {
      const heading = inner
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      return heading ? `\n\n${'#'.repeat(Number(level))} ${heading}\n\n` : '\n\n';
    })
    .replace(/<li\b[^>]*>/gi, '\n- ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|section|article|ul|ol|table|blockquote|pre|dl)\s*>/gi, '\n\n')
    .replace(/<\/(tr|dt|dd)\s*>/gi, '\n')
    .replace(/<\/t[dh]\s*>/gi, ' | ')
    .replace(/<[^>]+>/g, ' ');
  const cleaned = decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { title, text: cleaned };
};
