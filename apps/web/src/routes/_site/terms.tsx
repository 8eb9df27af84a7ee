import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../../components/site/legal-page.tsx';
import { TodayDate } from '../../components/site/today-date.tsx';
import { pageMeta } from '../../content/meta.ts';
import { intro, lastUpdatedLabel, sections, title } from '../../content/terms.ts';
import { pageHead } from '../../lib/head.ts';

export const Route = createFileRoute('/_site/terms')({
  head: () => pageHead({ ...pageMeta.terms, path: '/terms' }),
  component: TermsPage,
});

function TermsPage() {
  return (
    <LegalPage
      title={title}
      intro={intro}
      sections={sections}
      aside={
        <p className="legal-updated">
          {lastUpdatedLabel}: <TodayDate />
        </p>
      }
    />
  );
}
