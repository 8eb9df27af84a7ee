import { formatRupiah } from '@balasin/shared/format';
import { PACKAGE_NUMBER_LIMITS, PACKAGE_PRICES } from '@balasin/shared/plans';

/** The one plan registration offers (spec section 9: Lite, per year). */
export const LITE_PLAN = {
  id: 'lite',
  name: 'Lite',
  price: formatRupiah(PACKAGE_PRICES.lite.amountIdr),
  period: 'year',
  features: [
    `${PACKAGE_NUMBER_LIMITS.lite} WhatsApp numbers`,
    '5.000 contacts',
    'AI chatbot',
    'Web API access',
  ],
} as const;
