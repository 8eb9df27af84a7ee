import type { LinkProps } from '@tanstack/react-router';

/* Small helper types shared by the page content modules (the spec's entities live in ./types). */

/** `href` is one of the app's routes, so a renamed page breaks the type-check, not the link. */
export type CtaLink = { label: string; href: NonNullable<LinkProps['to']> };

export type SectionHeading = { title: string; subtitle: string };

export type PageHeader = { eyebrow: string; title: string; intro: string };

export type FeatureItem = { title: string; description: string };
