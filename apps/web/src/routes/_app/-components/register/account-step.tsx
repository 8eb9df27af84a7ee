import { EmailField } from '../../../../components/ui/email-field.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { PasswordField } from '../../../../components/ui/password-field.tsx';
import { useLocale } from '../../../../i18n/locale.tsx';
import { useForm } from '../../../../lib/use-form.ts';
import { ACCOUNT_RENAME, type AccountValues, parseAccount } from './account-values.ts';

type AccountStepProps = {
  values: AccountValues;
  onChange: (values: AccountValues) => void;
  onNext: () => void;
};

/** Step 1: who is registering. Values live in the wizard, so going back shows them again. */
export function AccountStep({ values, onChange, onNext }: AccountStepProps) {
  const form = useForm({
    initialValues: values,
    parse: parseAccount,
    rename: ACCOUNT_RENAME,
    onValuesChange: onChange,
    onSubmit: async () => onNext(),
  });
  const { errors, bind } = form;
  const { t } = useLocale();

  return (
    <form className="auth-form" noValidate onSubmit={form.handleSubmit}>
      <Field label={t('register.businessName')} error={errors.businessName}>
        {(control) => (
          <input
            {...control}
            {...bind('businessName')}
            className="input"
            autoComplete="organization"
            required
          />
        )}
      </Field>
      <Field label={t('register.fullName')} error={errors.name}>
        {(control) => (
          <input {...control} {...bind('name')} className="input" autoComplete="name" required />
        )}
      </Field>
      <EmailField form={form} name="email" label={t('common.email')} />
      <Field
        label={t('register.whatsapp')}
        hint={t('register.whatsappHint')}
        error={errors.whatsapp}
      >
        {(control) => (
          <div className="app-input-group">
            <span className="app-input-prefix" aria-hidden="true">
              +62
            </span>
            <input
              {...control}
              {...bind('whatsapp')}
              className="input"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder="81234567890"
              aria-label={t('register.whatsappAfterPrefix')}
              required
            />
          </div>
        )}
      </Field>
      <PasswordField
        form={form}
        name="password"
        label={t('common.password')}
        hint={t('register.passwordHint')}
        autoComplete="new-password"
      />
      <div className="wizard-actions">
        <button type="submit" className="button button-primary">
          {t('register.continue')}
        </button>
      </div>
    </form>
  );
}
