import { createFileRoute, Link } from '@tanstack/react-router';
import {
  contactCta,
  intro,
  meta,
  mission,
  missionTitle,
  technologies,
  technologyTitle,
  title,
  vision,
  visionTitle,
} from '../../content/about.ts';
import { headFromLoader, headLoader } from '../../lib/head.ts';

export const Route = createFileRoute('/_site/about')({
  loader: headLoader({ ...meta, path: '/about' }),
  head: headFromLoader,
  component: AboutPage,
});

/** Vision, mission, three technology cards and the way to /contact (spec route table). */
function AboutPage() {
  return (
    <>
      <div className="container page-header">
        <h1>{title}</h1>
        <p className="lead">{intro}</p>
      </div>
      <section className="page-section" aria-labelledby="vision-title">
        <div className="container card-grid">
          <div className="card">
            <h2 id="vision-title">{visionTitle}</h2>
            <p>{vision}</p>
          </div>
          <div className="card">
            <h2>{missionTitle}</h2>
            <ul className="mission-list">
              {mission.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </div>
      </section>
      <section className="page-section page-section-tinted" aria-labelledby="technology-title">
        <div className="container">
          <div className="section-heading">
            <h2 id="technology-title">{technologyTitle}</h2>
          </div>
          <ul className="card-grid card-grid-3">
            {technologies.map((technology) => (
              <li key={technology.title} className="card">
                <h3>{technology.title}</h3>
                <p>{technology.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="page-section" aria-labelledby="contact-cta-title">
        <div className="container cta-panel">
          <h2 id="contact-cta-title">{contactCta.title}</h2>
          <p className="lead">{contactCta.description}</p>
          <Link to={contactCta.href} className="button button-primary">
            {contactCta.label}
          </Link>
        </div>
      </section>
    </>
  );
}
