import { formatRupiah } from '@balasin/shared/format';
import { PACKAGE_NUMBER_LIMITS, PACKAGE_PRICES } from '@balasin/shared/plans';
import type { MessageKey } from '../../../../i18n/en.ts';

/** The one plan registration offers (spec section 9: Lite, per year). */
export const LITE_PLAN = {
  id: 'lite',
  name: 'Lite',
  price: formatRupiah(PACKAGE_PRICES.lite.amountIdr),
  period: 'register.perYear',
  features: [
    { key: 'register.featureNumbers', params: { n: PACKAGE_NUMBER_LIMITS.lite } },
    { key: 'register.featureContacts' },
    { key: 'register.featureChatbot' },
    { key: 'register.featureApi' },
  ],
} as const satisfies {
  id: string;
  name: string;
  price: string;
  period: MessageKey;
  features: readonly { key: MessageKey; params?: Record<string, number> }[];
};
