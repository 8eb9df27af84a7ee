import type { ReactNode } from 'react';
import type { LegalSection } from '../../content/types.ts';

type LegalPageProps = {
  title: string;
  intro: string;
  sections: LegalSection[];
  /** Shown under the title, e.g. the terms' last-updated line. */
  aside?: ReactNode;
};

/** The privacy policy and the terms: a title, an intro and numbered sections. */
export function LegalPage({ title, intro, sections, aside }: LegalPageProps) {
  return (
    <div className="container page-section legal">
      <h1>{title}</h1>
      {aside}
      <p className="lead">{intro}</p>
      {sections.map((section) => (
        <section key={section.title}>
          <h2>{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </div>
  );
}
