import type { SectionHeading as SectionHeadingText } from '../../content/page-types.ts';

export function SectionHeading({ id, text }: { id: string; text: SectionHeadingText }) {
  return (
    <div className="section-heading">
      <h2 id={id}>{text.title}</h2>
      <p>{text.subtitle}</p>
    </div>
  );
}
