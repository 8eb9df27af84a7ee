import { createFileRoute } from '@tanstack/react-router';
import { BackLink } from '../../components/site/back-link.tsx';
import { PriceCard } from '../../components/site/price-card.tsx';
import { SectionHeading } from '../../components/site/section-heading.tsx';
import {
  backLink,
  features,
  featuresSection,
  header,
  meta,
  packageCta,
  packages,
  packagesSection,
} from '../../content/pro.ts';
import { headFromLoader, headLoader } from '../../lib/head.ts';

export const Route = createFileRoute('/_site/pro')({
  loader: headLoader({ ...meta, path: '/pro' }),
  head: headFromLoader,
  component: ProPage,
});

/** Back link, the twelve main features and the four monthly plans (spec route table). */
function ProPage() {
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
          <SectionHeading id="features-title" text={featuresSection} />
          <ul className="card-grid card-grid-3">
            {features.map((feature) => (
              <li key={feature.title} className="card">
                <h3>{feature.title}</h3>
                <p>{feature.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="page-section page-section-tinted" aria-labelledby="packages-title">
        <div className="container">
          <SectionHeading id="packages-title" text={packagesSection} />
          <ul className="card-grid card-grid-4">
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
