/**
 * A document's or page's text as a chat message: a line break inside a sentence (a PDF's line
 * ends, a Markdown or text file wrapped at a fixed width) becomes a space, so WhatsApp does not
 * show the sentence broken in two. A line that ends a sentence or a clause (`.`, `!`, `?`, `:`,
 * `;`) or is followed by one starting with a capital, a digit or a list mark keeps its break:
 * headings, list items and price lists stay one to a line.
 */
export const unwrapLines = (text: string) =>
  text.replace(/([^\s.!?:;])[ \t]*\n[ \t]*(?=\p{Ll})/gu, '$1 ');
