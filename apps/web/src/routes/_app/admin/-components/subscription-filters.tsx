import { PACKAGES, type PackageType, type SubscriptionStatus } from '@balasin/shared/plans';
import { useEffect, useRef, useState } from 'react';
import { Field } from '../../../../components/ui/field.tsx';
import { useLocale } from '../../../../i18n/locale.tsx';
import { SUBSCRIPTION_STATUS_LABELS } from '../../../../i18n/status-labels.ts';
import { PACKAGE_LABELS, STATUS_OPTIONS } from './labels.ts';
import type { SubscriptionSearch } from './subscription-search.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

const SEARCH_DEBOUNCE_MS = 300;

type Filters = Pick<SubscriptionSearch, 'q' | 'status' | 'package'>;

type SubscriptionFiltersProps = {
  filters: Filters;
  onChange: (change: Filters) => void;
};

/**
 * Search box and the two filters. Typing is debounced before it reaches the URL, so a hundred
 * thousand rows are searched once per pause, not once per key.
 */
export function SubscriptionFilters({ filters, onChange }: SubscriptionFiltersProps) {
  const { t } = useLocale();
  const [text, setText] = useState(filters.q ?? '');
  const debounced = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  // What this box last put into the URL: any other change of q came from outside (back button).
  const sent = useRef(filters.q ?? '');

  useEffect(() => {
    if (debounced === sent.current) return;
    sent.current = debounced;
    onChange({ q: debounced || undefined });
  }, [debounced, onChange]);

  useEffect(() => {
    const q = filters.q ?? '';
    if (q === sent.current) return;
    sent.current = q;
    setText(q);
  }, [filters.q]);

  return (
    <div className="admin-filters">
      <Field label={t('admin.searchLabel')} labelHidden className="admin-filter-search">
        {(control) => (
          <input
            {...control}
            className="input"
            type="search"
            placeholder={t('admin.searchPlaceholder')}
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </Field>
      <Field label={t('admin.filterStatus')} labelHidden>
        {(control) => (
          <select
            {...control}
            className="select"
            value={filters.status ?? ''}
            onChange={(event) =>
              onChange({
                status: (event.target.value || undefined) as SubscriptionStatus | undefined,
              })
            }
          >
            <option value="">{t('admin.allStatus')}</option>
            {STATUS_OPTIONS.map((status) => (
              <option key={status} value={status}>
                {t(SUBSCRIPTION_STATUS_LABELS[status])}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('admin.filterPackage')} labelHidden>
        {(control) => (
          <select
            {...control}
            className="select"
            value={filters.package ?? ''}
            onChange={(event) =>
              onChange({ package: (event.target.value || undefined) as PackageType | undefined })
            }
          >
            <option value="">{t('admin.allPackages')}</option>
            {PACKAGES.map((pkg) => (
              <option key={pkg} value={pkg}>
                {PACKAGE_LABELS[pkg]}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}
