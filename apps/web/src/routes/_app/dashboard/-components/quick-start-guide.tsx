import { Link } from '@tanstack/react-router';
import type { CSSProperties, ReactNode } from 'react';
import type { MessageKey } from '../../../../i18n/en.ts';
import { useLocale } from '../../../../i18n/locale.tsx';

type QuickStartGuideProps = {
  /** The number whose bot the "turn it on" step opens; none before the first is added. */
  firstNumberId: string | undefined;
};

type Step = { title: MessageKey; text: MessageKey; link?: ReactNode };

function StepsCard({
  headingId,
  title,
  lead,
  steps,
}: {
  headingId: string;
  title: string;
  lead?: string;
  steps: Step[];
}) {
  const { t } = useLocale();
  return (
    <section className="card dashboard-quick-start" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {lead ? <p className="dashboard-quick-start-lead">{lead}</p> : null}
      <ol
        className="dashboard-quick-start-steps"
        style={{ '--steps': steps.length } as CSSProperties}
      >
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

/**
 * The spec's Quick Start Guide (its four steps: a number, its QR code, the API token, the REST
 * API), then what the product sells in a card of its own: teach the knowledge, try it in the
 * playground, turn the bot on.
 */
export function QuickStartGuide({ firstNumberId }: QuickStartGuideProps) {
  const { t } = useLocale();
  return (
    <>
      <StepsCard
        headingId="quick-start-title"
        title={t('quickStart.title')}
        steps={[
          { title: 'quickStart.addTitle', text: 'quickStart.addText' },
          { title: 'quickStart.scanTitle', text: 'quickStart.scanText' },
          { title: 'quickStart.tokenTitle', text: 'quickStart.tokenText' },
          { title: 'quickStart.sendTitle', text: 'quickStart.sendText' },
        ]}
      />
      <StepsCard
        headingId="ai-start-title"
        title={t('quickStart.aiTitle')}
        lead={t('quickStart.aiLead')}
        steps={[
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
        ]}
      />
    </>
  );
}
