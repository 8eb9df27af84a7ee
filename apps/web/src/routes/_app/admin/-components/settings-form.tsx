import type { OperatorSettings } from '@balasin/shared/operator';
import { OPERATOR_LIMITS } from '@balasin/shared/operator-messages';
import { useEffect, useRef } from 'react';
import { Field, FormError } from '../../../../components/ui/field.tsx';
import { useLocale } from '../../../../i18n/locale.tsx';
import { serverMessage } from '../../../../lib/trpc-errors.ts';
import { useForm } from '../../../../lib/use-form.ts';
import {
  ACCOUNT_SLOTS,
  accountKey,
  parseSettings,
  type SettingsValues,
  withoutAccount,
} from './settings-values.ts';

type Props = {
  initial: SettingsValues;
  count: number;
  /** The account whose first input takes the focus (one just added), if any. */
  focusSlot?: number | undefined;
  onSave: (settings: OperatorSettings) => Promise<void>;
  /** Adding or removing an account starts the form again from these values. */
  onRestructure: (values: SettingsValues, count: number, focusSlot?: number) => void;
};

/**
 * The operator's settings: the company on new invoices, the support contacts, and the bank
 * accounts owners transfer to (one to five). Checked with the server's own schema.
 */
export function SettingsForm({ initial, count, focusSlot, onSave, onRestructure }: Props) {
  const { t } = useLocale();
  const added = useRef<HTMLInputElement>(null);
  const form = useForm({
    initialValues: initial,
    parse: (values) => parseSettings(values, count),
    onSubmit: onSave,
    onError: (error) => serverMessage(error) ?? t('msg.settingsSaveFailed'),
  });
  const errors = form.errors as Partial<Record<string, string>>;
  useEffect(() => {
    if (focusSlot !== undefined) added.current?.focus();
  }, [focusSlot]);

  const text = (name: string, label: string, options: { hint?: string; type?: string } = {}) => (
    <Field key={name} label={label} hint={options.hint} error={errors[name]}>
      {(control) => (
        <input
          {...control}
          {...form.bind(name)}
          className="input"
          type={options.type ?? 'text'}
          ref={name === accountKey('bank', focusSlot ?? -1) ? added : undefined}
        />
      )}
    </Field>
  );

  return (
    <form noValidate onSubmit={form.handleSubmit} className="admin-settings-form">
      <FormError message={form.formError} />
      <section className="card admin-settings-section" aria-labelledby="settings-bankAccounts">
        <h2 id="settings-bankAccounts">{t('adminSettings.bankAccounts')}</h2>
        <p className="admin-settings-lead">{t('adminSettings.bankAccountsLead')}</p>
        {errors.bankAccounts ? (
          <p className="alert-error" role="alert">
            {errors.bankAccounts}
          </p>
        ) : null}
        <ol className="admin-settings-accounts">
          {ACCOUNT_SLOTS.slice(0, count).map((slot) => (
            <li key={slot} className="admin-settings-account">
              <h3 className="admin-settings-account-title">
                {t('adminSettings.account', { n: slot + 1 })}
              </h3>
              {text(accountKey('bank', slot), t('adminSettings.bank'))}
              {text(accountKey('accountNumber', slot), t('adminSettings.accountNumber'))}
              {text(accountKey('accountHolder', slot), t('adminSettings.accountHolder'))}
              {count > 1 ? (
                <button
                  type="button"
                  className="button"
                  onClick={() => onRestructure(withoutAccount(form.values, count, slot), count - 1)}
                >
                  {t('adminSettings.removeAccount', { n: slot + 1 })}
                </button>
              ) : null}
            </li>
          ))}
        </ol>
        {count < OPERATOR_LIMITS.bankAccountsMax ? (
          <button
            type="button"
            className="button"
            onClick={() => onRestructure(form.values, count + 1, count)}
          >
            {t('adminSettings.addAccount')}
          </button>
        ) : null}
      </section>
      <section className="card admin-settings-section" aria-labelledby="settings-company">
        <h2 id="settings-company">{t('adminSettings.company')}</h2>
        <p className="admin-settings-lead">{t('adminSettings.companyLead')}</p>
        {text('companyName', t('adminSettings.companyName'))}
        <Field label={t('adminSettings.companyAddress')} error={errors.companyAddress}>
          {(control) => (
            <textarea {...control} {...form.bind('companyAddress')} className="textarea" rows={3} />
          )}
        </Field>
        {text('companyTaxId', t('adminSettings.companyTaxId'), {
          hint: t('adminSettings.companyTaxIdHint'),
        })}
      </section>
      <section className="card admin-settings-section" aria-labelledby="settings-support">
        <h2 id="settings-support">{t('adminSettings.support')}</h2>
        {text('supportEmail', t('adminSettings.supportEmail'), { type: 'email' })}
        {text('supportWhatsapp', t('adminSettings.supportWhatsapp'), {
          hint: t('adminSettings.supportWhatsappHint'),
        })}
      </section>
      <div className="admin-settings-actions">
        <button type="submit" className="button button-primary" disabled={form.submitting}>
          {form.submitting ? t('adminSettings.saving') : t('adminSettings.save')}
        </button>
      </div>
    </form>
  );
}
