/** Small helper types shared by the page content modules (the spec's entities live in ./types). */

export type CtaLink = { label: string; href: string };

export type SectionHeading = { title: string; subtitle: string };

export type PageHeader = { eyebrow: string; title: string; intro: string };

export type FeatureItem = { title: string; description: string };
