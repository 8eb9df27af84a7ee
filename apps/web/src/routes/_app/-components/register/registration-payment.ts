import type { TransferOrder } from './bank-transfer.tsx';

const KEY = 'balasin_registration_payment';

/**
 * The order registration opened, carried to the success page for this tab only: the registrant
 * is not signed in yet, so the page cannot ask the API for it (the dashboard can, later).
 */
export const rememberRegistrationPayment = (order: TransferOrder) => {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(order));
  } catch {
    // No storage (private mode): the success page falls back to the e-mail's details.
  }
};

export const recallRegistrationPayment = (): TransferOrder | undefined => {
  try {
    const saved = window.sessionStorage.getItem(KEY);
    const order = saved ? (JSON.parse(saved) as Partial<TransferOrder>) : undefined;
    return typeof order?.amount === 'number' &&
      typeof order.unique_code === 'number' &&
      typeof order.deadline === 'string'
      ? { amount: order.amount, unique_code: order.unique_code, deadline: order.deadline }
      : undefined;
  } catch {
    return undefined;
  }
};
