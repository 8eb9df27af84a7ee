/**
 * What the geometry test finds wrong on the page as it stands, measured in the browser. It is one
 * self-contained function because Playwright sends it to the page as source text.
 *
 * - the page scrolls sideways;
 * - text comes closer than `gutter` px to the screen's left or right edge (unless it sits inside
 *   an element marked `data-full-bleed`, such as the testimonial strip that runs off both edges);
 * - an amount of money ("Rp 2.446.500", "Rp 15.799K") or a size ("10 MB", "121 bytes") is split
 *   over two lines;
 * - a word inside a `wholeWords` element (a person's name) is split over two lines;
 * - a tab list's tabs take more than one row (a tab alone on a second row reads as another bar);
 * - an interactive element is cut off by the screen or by an ancestor that clips sideways (a
 *   table in a scroll box counts: its actions must be reachable without scrolling sideways) or
 *   that clips above or below without scrolling (overflow: hidden), or covered by another element
 *   where a finger or pointer would land on it.
 *
 * `scope` limits the interactive checks to one part of the page (an open menu covers the page
 * under it by design); an open modal dialog is its own scope, the page behind it being inert.
 */
export const findGeometryProblems = ({
  gutter,
  scope,
  wholeWords,
}: {
  gutter: number;
  scope?: string;
  wholeWords?: string;
}) => {
  const problems: string[] = [];
  const root = document.documentElement;
  const width = root.clientWidth;
  const describe = (element: Element) => {
    const label =
      element.getAttribute('aria-label') ||
      (element as HTMLElement).innerText?.trim().replace(/\s+/g, ' ') ||
      element.getAttribute('placeholder') ||
      element.getAttribute('name') ||
      '';
    const classes = element.classList.length ? `.${[...element.classList].join('.')}` : '';
    return `<${element.tagName.toLowerCase()}${classes}> "${label.slice(0, 40)}"`;
  };
  const visible = (element: Element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true });

  /**
   * The horizontal span an element can show itself in: the screen, narrowed by clipping ancestors
   * (and by the element itself for its own text, as a label cut short with an ellipsis is).
   */
  const horizontalClip = (element: Element, self = false) => {
    let left = 0;
    let right = width;
    const first = self ? element : element.parentElement;
    for (let parent = first; parent; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflowX === 'visible') continue;
      const box = parent.getBoundingClientRect();
      left = Math.max(left, box.left);
      right = Math.min(right, box.right);
    }
    return { left, right };
  };

  if (root.scrollWidth > width) {
    problems.push(`the page scrolls sideways (${root.scrollWidth} px wide in ${width} px)`);
  }

  // Text near the edges, line box by line box.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
  const reported = new Set<Element>();
  for (const text of texts) {
    const parent = text.parentElement;
    if (!parent || !text.data.trim() || reported.has(parent)) continue;
    if (parent.closest('[data-full-bleed], script, style, noscript') || !visible(parent)) continue;
    const box = parent.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1 || box.bottom + window.scrollY <= 0) continue;
    const clip = horizontalClip(parent, true);
    const range = document.createRange();
    range.selectNodeContents(text);
    for (const line of range.getClientRects()) {
      const left = Math.max(line.left, clip.left);
      const right = Math.min(line.right, clip.right);
      if (right - left <= 1) continue;
      if (left < gutter - 0.5 || right > width - gutter + 0.5) {
        problems.push(
          `text touches the screen edge (x ${Math.round(left)}–${Math.round(right)}): ${describe(parent)}`,
        );
        reported.add(parent);
        break;
      }
    }
  }

  // Money or a size split over lines: matched over the page's text as one string, so "Rp " and
  // the figure may come from different text nodes.
  let whole = '';
  const starts: number[] = [];
  for (const text of texts) {
    starts.push(whole.length);
    whole += text.data;
  }
  const position = (offset: number) => {
    let index = starts.length - 1;
    while (index > 0 && (starts[index] as number) > offset) index -= 1;
    return { node: texts[index] as Text, offset: offset - (starts[index] as number) };
  };
  for (const match of whole.matchAll(
    /Rp\s?\d(?:[\d.,]*\d)?K?|\d(?:[\d.,]*\d)?\s(?:bytes|KB|MB|GB)\b/g,
  )) {
    const start = position(match.index);
    const end = position(match.index + match[0].length - 1);
    const parent = start.node.parentElement;
    if (!parent || !visible(parent)) continue;
    const range = document.createRange();
    range.setStart(start.node, start.offset);
    range.setEnd(end.node, end.offset + 1);
    const lines = [...range.getClientRects()].filter((rect) => rect.width > 0);
    const top = Math.min(...lines.map((rect) => rect.top));
    if (lines.some((rect) => rect.top >= top + rect.height / 2)) {
      problems.push(`an amount wraps: "${match[0]}" in ${describe(parent)}`);
    }
  }

  // Names that wrap only between their words: each word's line boxes share one line.
  for (const element of wholeWords ? document.querySelectorAll(wholeWords) : []) {
    if (!visible(element)) continue;
    const words = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = words.nextNode(); node; node = words.nextNode()) {
      for (const word of (node as Text).data.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = [...range.getClientRects()].filter((rect) => rect.width > 0);
        const top = Math.min(...lines.map((rect) => rect.top));
        if (lines.some((rect) => rect.top >= top + rect.height / 2)) {
          problems.push(`a word breaks over two lines: "${word[0]}" in ${describe(element)}`);
        }
      }
    }
  }

  for (const list of document.querySelectorAll('[role="tablist"]')) {
    if (!visible(list)) continue;
    const tabs = [...list.querySelectorAll('[role="tab"]')].filter(visible);
    const rows = new Set(tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)));
    if (rows.size > 1) problems.push(`tabs take ${rows.size} rows: ${describe(list)}`);
  }

  // Interactive elements: inside the screen and any clipping ancestor, and on top where tapped.
  const dialog = document.querySelector('dialog[open]:modal');
  const area = dialog ?? (scope ? document.querySelector(scope) : document.body);
  if (!area) return [...problems, `no element matches the scope ${scope}`];
  const selector =
    'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="menuitem"], [role="checkbox"], [role="switch"], [tabindex]:not([tabindex="-1"])';
  const controls = [...area.querySelectorAll(selector)].filter(
    (element) => visible(element) && !element.closest('[inert]'),
  );
  // A box that clips and does not scroll (overflow: hidden) hides for good what does not fit in
  // it: a control past its top or bottom cannot be reached. Measured before the loop below
  // scrolls anything into view.
  const unreachable = new Set<Element>();
  for (const element of controls) {
    const box = element.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) continue;
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const overflow = getComputedStyle(parent).overflowY;
      // Inside a box that scrolls, the control can be scrolled into view.
      if (overflow === 'auto' || overflow === 'scroll') break;
      if (overflow !== 'hidden' && overflow !== 'clip') continue;
      const edge = parent.getBoundingClientRect();
      if (box.top < edge.top - 0.5 || box.bottom > edge.bottom + 0.5) {
        problems.push(
          `cut off (y ${Math.round(box.top)}–${Math.round(box.bottom)}, visible ${Math.round(edge.top)}–${Math.round(edge.bottom)}): ${describe(element)}`,
        );
        unreachable.add(element);
        break;
      }
    }
  }
  const scrollTop = window.scrollY;
  for (const element of controls) {
    if (unreachable.has(element)) continue;
    const box = element.getBoundingClientRect();
    // Visually hidden controls (a radio behind its label) and the skip link waiting above the page.
    if (box.width <= 1 || box.height <= 1 || box.bottom + window.scrollY <= 0) continue;
    const clip = horizontalClip(element);
    if (box.left < clip.left - 0.5 || box.right > clip.right + 0.5) {
      problems.push(
        `cut off (x ${Math.round(box.left)}–${Math.round(box.right)}, visible ${Math.round(clip.left)}–${Math.round(clip.right)}): ${describe(element)}`,
      );
      continue;
    }
    element.scrollIntoView({ block: 'center', inline: 'nearest' });
    // A link that wraps inside a sentence is several line boxes; its bounding box's centre can
    // fall between them, on the paragraph, so the widest line box is where a finger would land.
    const seen = [...element.getClientRects()].reduce((widest, rect) =>
      rect.width > widest.width ? rect : widest,
    );
    const x = seen.left + seen.width / 2;
    const y = seen.top + seen.height / 2;
    const hit = document.elementFromPoint(x, y);
    if (!hit || element === hit || element.contains(hit)) continue;
    const label = hit.closest('label');
    if (label && (label.control === element || label.contains(element))) continue;
    problems.push(`covered by ${describe(hit)}: ${describe(element)}`);
  }
  window.scrollTo(0, scrollTop);
  return problems;
};
