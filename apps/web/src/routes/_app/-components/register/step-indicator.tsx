export type WizardStep = 'account' | 'package' | 'payment';

export const WIZARD_STEPS: { id: WizardStep; label: string }[] = [
  { id: 'account', label: 'Account' },
  { id: 'package', label: 'Package' },
  { id: 'payment', label: 'Payment' },
];

/** The three steps, the current one marked for assistive technology, earlier ones ticked. */
export function StepIndicator({ current }: { current: WizardStep }) {
  const currentIndex = WIZARD_STEPS.findIndex((step) => step.id === current);
  return (
    <ol className="wizard-steps" aria-label="Registration steps">
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
              {step.label}
              {done ? <span className="visually-hidden"> (completed)</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
