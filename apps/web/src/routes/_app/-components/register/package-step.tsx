import { useLocale } from '../../../../i18n/locale.tsx';
import { LITE_PLAN } from './lite-plan.ts';

type PackageStepProps = { onChoose: () => void; onBack: () => void };

/** Step 2: the package. Lite is the only one offered here, and it is not marked popular. */
export function PackageStep({ onChoose, onBack }: PackageStepProps) {
  const { t } = useLocale();
  return (
    <div>
      <article className="wizard-plan-card" aria-labelledby="plan-lite-name">
        <h3 id="plan-lite-name" className="wizard-plan-name">
          {LITE_PLAN.name}
        </h3>
        <p className="wizard-plan-price">
          {LITE_PLAN.price} <span className="wizard-plan-period">/ {t(LITE_PLAN.period)}</span>
        </p>
        <ul className="wizard-plan-features">
          {LITE_PLAN.features.map((feature) => (
            <li key={feature.key}>
              {t(feature.key, 'params' in feature ? feature.params : undefined)}
            </li>
          ))}
        </ul>
        <button type="button" className="button button-primary app-button-block" onClick={onChoose}>
          {t('register.choose', { plan: LITE_PLAN.name })}
        </button>
      </article>
      <div className="wizard-actions">
        <button type="button" className="button" onClick={onBack}>
          {t('common.back')}
        </button>
      </div>
    </div>
  );
}
