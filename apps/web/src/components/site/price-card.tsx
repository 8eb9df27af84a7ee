import { Link } from '@tanstack/react-router';
import type { CtaLink } from '../../content/page-types.ts';

export type PriceCardProps = {
  name: string;
  price: string;
  period: string;
  description: string;
  features: string[];
  cta: CtaLink;
  /** "mulai dari" on the home comparison. */
  prefix?: string;
  /** A highlighted card shows this badge (e.g. 'Rekomendasi', 'Populer'). */
  badge?: string;
};

/** One plan: name, price line, features and a call to action. Used by /, /lite and /pro. */
export function PriceCard({
  name,
  price,
  period,
  description,
  features,
  cta,
  prefix,
  badge,
}: PriceCardProps) {
  return (
    <article className={badge ? 'card price-card price-card-popular' : 'card price-card'}>
      {badge ? <span className="price-badge">{badge}</span> : null}
      <h3>{name}</h3>
      <p className="price">
        {prefix ? `${prefix} ` : null}
        <span className="price-amount">{price}</span>
        {period}
      </p>
      <p>{description}</p>
      <ul className="check-list">
        {features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <Link
        to={cta.href}
        className={badge ? 'button button-primary' : 'button'}
        aria-label={`${cta.label}: ${name}`}
      >
        {cta.label}
      </Link>
    </article>
  );
}
