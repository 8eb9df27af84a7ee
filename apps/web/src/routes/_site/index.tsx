import { createFileRoute, Link } from '@tanstack/react-router';
import { PriceCard } from '../../components/site/price-card.tsx';
import { SectionHeading } from '../../components/site/section-heading.tsx';
import { TestimonialStrip } from '../../components/site/testimonial-strip.tsx';
import {
  hero,
  meta,
  plans,
  plansSection,
  testimonials,
  testimonialsSection,
} from '../../content/home.ts';
import { headFromLoader, headLoader } from '../../lib/head.ts';

export const Route = createFileRoute('/_site/')({
  loader: headLoader({ ...meta, path: '/' }),
  head: headFromLoader,
  component: Home,
});

/** Hero, the Lite/Pro comparison and the testimonial strip: the spec's home page, no more. */
function Home() {
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container">
          <p className="eyebrow">{hero.eyebrow}</p>
          <h1 id="hero-title">{hero.title}</h1>
          <p className="lead">{hero.subtitle}</p>
          <div className="hero-actions">
            <Link to={hero.primaryCta.href} className="button button-primary">
              {hero.primaryCta.label}
            </Link>
            <Link to={hero.secondaryCta.href} className="button">
              {hero.secondaryCta.label}
            </Link>
          </div>
        </div>
      </section>
      <section className="page-section" aria-labelledby="plans-title">
        <div className="container">
          <SectionHeading id="plans-title" text={plansSection} />
          <ul className="card-grid">
            {plans.map((plan) => (
              <li key={plan.name}>
                <PriceCard
                  name={plan.name}
                  prefix={plan.prefix}
                  price={plan.price}
                  period={plan.period}
                  description={plan.description}
                  features={plan.features}
                  cta={{ label: plan.ctaLabel, href: plan.href }}
                  {...(plan.popular && plan.badge ? { badge: plan.badge } : {})}
                />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="page-section page-section-tinted" aria-labelledby="testimonials-title">
        <div className="container">
          <SectionHeading id="testimonials-title" text={testimonialsSection} />
        </div>
        <TestimonialStrip testimonials={testimonials} />
      </section>
    </>
  );
}
