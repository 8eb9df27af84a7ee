import type { MessageKey } from '../../../../i18n/en.ts';
import { useLocale } from '../../../../i18n/locale.tsx';

const STEPS: { title: MessageKey; text: MessageKey }[] = [
  { title: 'quickStart.addTitle', text: 'quickStart.addText' },
  { title: 'quickStart.scanTitle', text: 'quickStart.scanText' },
  { title: 'quickStart.tokenTitle', text: 'quickStart.tokenText' },
  { title: 'quickStart.sendTitle', text: 'quickStart.sendText' },
];

/** The four steps from adding a number to sending through the API (spec section 2). */
export function QuickStartGuide() {
  const { t } = useLocale();
  return (
    <section className="card dashboard-quick-start" aria-labelledby="quick-start-title">
      <h2 id="quick-start-title">{t('quickStart.title')}</h2>
      <ol className="dashboard-quick-start-steps">
        {STEPS.map((step) => (
          <li key={step.title}>
            <h3>{t(step.title)}</h3>
            <p>{t(step.text)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
