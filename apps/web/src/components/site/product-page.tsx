import type { CtaLink, FeatureItem, PageHeader, SectionHeading } from '../../content/page-types.ts';
import type { PricePackage } from '../../content/types.ts';
import { BackLink } from './back-link.tsx';
import { PriceCard } from './price-card.tsx';
import { SectionHeading as Heading } from './section-heading.tsx';

/** What a product page (/lite, /pro) shows, from its content file. */
export type ProductPageContent = {
  backLink: CtaLink;
  header: PageHeader;
  featuresSection: SectionHeading;
  /** Short bullets in one card (/lite), or titled cards (/pro). */
  features: string[] | FeatureItem[];
  packagesSection: SectionHeading;
  packageCta: CtaLink;
  packages: PricePackage[];
};

const isBulletList = (features: string[] | FeatureItem[]): features is string[] =>
  features.every((feature) => typeof feature === 'string');

/** One layout for both product pages: back link, header, features, then the price grid. */
export function ProductPage({ content }: { content: ProductPageContent }) {
  const { backLink, header, featuresSection, features, packagesSection, packageCta, packages } =
    content;
  return (
    <>
      <div className="container page-header">
        <BackLink label={backLink.label} />
        <p className="eyebrow">{header.eyebrow}</p>
        <h1>{header.title}</h1>
        <p className="lead">{header.intro}</p>
      </div>
      <section className="page-section" aria-labelledby="features-title">
        <div className="container">
          <Heading id="features-title" text={featuresSection} />
          {isBulletList(features) ? (
            <ul className="check-list card">
              {features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          ) : (
            <ul className="card-grid card-grid-3">
              {features.map((feature) => (
                <li key={feature.title} className="card">
                  <h3>{feature.title}</h3>
                  <p>{feature.description}</p>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
      <section className="page-section page-section-tinted" aria-labelledby="packages-title">
        <div className="container">
          <Heading id="packages-title" text={packagesSection} />
          <ul className={`card-grid card-grid-${packages.length > 3 ? 4 : 3}`}>
            {packages.map((pkg) => (
              <li key={pkg.name}>
                <PriceCard
                  {...pkg}
                  cta={packageCta}
                  {...(pkg.popular ? { badge: 'Populer' } : {})}
                />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
