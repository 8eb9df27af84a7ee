export type ArticleCategory =
  | 'Teknologi'
  | 'Tips & Trik'
  | 'Insight'
  | 'Tutorial'
  | 'Case Study'
  | 'Data Analytics';

/** `content` holds paragraphs separated by a blank line ("\n\n"). */
export type ArticleSection = { title: string; content: string };

export type Article = {
  slug: string;
  title: string;
  excerpt: string;
  image: string;
  imageAlt: string;
  /** Indonesian text, e.g. "12 Oktober 2026". */
  date: string;
  /** The same date as `date`, e.g. "2026-10-12". */
  isoDate: string;
  category: ArticleCategory;
  content: { intro: string; sections: ArticleSection[]; conclusion: string };
};

export type PricePackage = {
  name: string;
  price: string;
  period: string;
  description: string;
  features: string[];
  popular: boolean;
};

export type Testimonial = {
  name: string;
  role: string;
  image: string;
  content: string;
  rating: 5;
};

export type PageMeta = { title: string; description: string };

export type LegalSection = { title: string; paragraphs: string[] };
