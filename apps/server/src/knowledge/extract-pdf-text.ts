import { knowledgeMessages } from '@balasin/shared';
import { extractText } from 'unpdf';

/** Why a file's text could not be read, in the words the owner sees. */
export class ExtractionError extends Error {}

/**
 * A PDF's text, page after page (pages apart as paragraphs). A PDF with no text layer (a scan,
 * photographed pages) fails saying so, as does one that is damaged or locked with a password.
 */
export const extractPdfText = async (bytes: Uint8Array) => {
  let pages: string[];
  try {
    pages = (await extractText(new Uint8Array(bytes), { mergePages: false })).text;
  } catch {
    throw new ExtractionError(knowledgeMessages.pdfUnreadable);
  }
  const text = pages
    .map((page) => page.trim())
    .filter(Boolean)
    .join('\n\n');
  if (text.replace(/\s/g, '').length === 0) throw new ExtractionError(knowledgeMessages.pdfNoText);
  return text;
};
