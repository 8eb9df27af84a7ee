import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { MessageKey } from '../../../../i18n/en.ts';
import { useLocale } from '../../../../i18n/locale.tsx';

type QuickStartGuideProps = {
  /** The number whose bot the "turn it on" step opens; none before the first is added. */
  firstNumberId: string | undefined;
};

type Step = { title: MessageKey; text: MessageKey; link?: ReactNode };

/**
 * From adding a number to a bot that answers customers, then the REST API for the owner's own
 * systems (spec section 2's four steps, with the knowledge, the playground and the bot between:
 * what the product sells).
 */
export function QuickStartGuide({ firstNumberId }: QuickStartGuideProps) {
  const { t } = useLocale();
  const steps: Step[] = [
    { title: 'quickStart.addTitle', text: 'quickStart.addText' },
    { title: 'quickStart.scanTitle', text: 'quickStart.scanText' },
    {
      title: 'quickStart.teachTitle',
      text: 'quickStart.teachText',
      link: <Link to="/dashboard/knowledge">{t('quickStart.teachLink')}</Link>,
    },
    {
      title: 'quickStart.tryTitle',
      text: 'quickStart.tryText',
      link: (
        <Link to="/dashboard/knowledge" search={{ tab: 'playground' }}>
          {t('quickStart.tryLink')}
        </Link>
      ),
    },
    {
      title: 'quickStart.botTitle',
      text: 'quickStart.botText',
      ...(firstNumberId
        ? {
            link: (
              <Link to="/dashboard/numbers/$id/bot" params={{ id: firstNumberId }}>
                {t('quickStart.botLink')}
              </Link>
            ),
          }
        : {}),
    },
    { title: 'quickStart.tokenTitle', text: 'quickStart.tokenText' },
    { title: 'quickStart.sendTitle', text: 'quickStart.sendText' },
  ];
  return (
    <section className="card dashboard-quick-start" aria-labelledby="quick-start-title">
      <h2 id="quick-start-title">{t('quickStart.title')}</h2>
      <ol className="dashboard-quick-start-steps">
        {steps.map((step) => (
          <li key={step.title}>
            <h3>{t(step.title)}</h3>
            <p>{t(step.text)}</p>
            {step.link ? <p className="dashboard-quick-start-link">{step.link}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
