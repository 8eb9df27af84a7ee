import type { MessageKey } from '../../../../i18n/en.ts';
import { useLocale } from '../../../../i18n/locale.tsx';
export type WizardStep = 'account' | 'package' | 'payment';

export const WIZARD_STEPS: { id: WizardStep; label: MessageKey }[] = [
  { id: 'account', label: 'register.stepAccount' },
  { id: 'package', label: 'register.stepPackage' },
  { id: 'payment', label: 'register.stepPayment' },
];

/** The three steps, the current one marked for assistive technology, earlier ones ticked. */
export function StepIndicator({ current }: { current: WizardStep }) {
  const { t } = useLocale();
  const currentIndex = WIZARD_STEPS.findIndex((step) => step.id === current);
  return (
    <ol className="wizard-steps" aria-label={t('register.steps')}>
      {WIZARD_STEPS.map((step, index) => {
        const done = index < currentIndex;
        const state = done ? 'done' : index === currentIndex ? 'current' : 'todo';
        return (
          <li
            key={step.id}
            className={`wizard-step wizard-step-${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="wizard-step-number" aria-hidden="true">
              {done ? '✓' : index + 1}
            </span>
            <span className="wizard-step-label">
              {t(step.label)}
              {done ? <span className="visually-hidden"> {t('register.completed')}</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
