import type { NumberStatus } from '@balasin/shared/plans';
import type { MessageKey } from '../../../../i18n/en.ts';
import type { WhatsappNumber } from '../../../../lib/api-types.ts';

export type StatusFilter = 'all' | NumberStatus;

export const STATUS_FILTERS: { value: StatusFilter; label: MessageKey }[] = [
  { value: 'all', label: 'numbers.filterAll' },
  { value: 'connected', label: 'numbers.connected' },
  { value: 'disconnected', label: 'numbers.disconnected' },
  { value: 'connecting', label: 'numbers.connecting' },
];

export const isStatusFilter = (value: string): value is StatusFilter =>
  STATUS_FILTERS.some((filter) => filter.value === value);

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * The search matches the number's name, its business name or the number; a number is found
 * whether typed with +62, 62, a leading 0 or spaces. The status filter compares the server's
 * status, so 'Connecting' lists the numbers whose status is 'connecting' (the contract's choice).
 */
export const filterNumbers = (numbers: WhatsappNumber[], search: string, status: StatusFilter) => {
  const text = search.trim().toLowerCase();
  // Only a search that looks like a phone number is compared digit by digit.
  const digits = /^[+\d\s().-]+$/.test(text) ? digitsOf(text).replace(/^0/, '62') : '';
  return numbers.filter((number) => {
    if (status !== 'all' && number.status !== status) return false;
    if (!text) return true;
    return (
      number.name.toLowerCase().includes(text) ||
      number.businesses.name.toLowerCase().includes(text) ||
      number.number.includes(text) ||
      (digits.length > 0 && digitsOf(number.number).includes(digits))
    );
  });
};
