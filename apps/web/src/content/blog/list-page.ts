import type { PageMeta } from '../types.ts';

/** The page's title, without the brand (the app appends " | Balasin"), and a 120–160 character description. */
export const meta: PageMeta = {
  title: 'Blog',
  description:
    'Tips, tutorial, dan wawasan seputar layanan pelanggan di WhatsApp, chatbot AI, dan analitik percakapan untuk membantu usaha kecil dan menengah bertumbuh.',
};
