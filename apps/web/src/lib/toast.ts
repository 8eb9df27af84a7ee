import { LIMITS, TOAST_DURATION_MS } from '@balasin/shared/limits';
import type { ReactElement } from 'react';
import { type ExternalToast, toast as sonner } from 'sonner';

/**
 * The one way the app shows a toast. sonner takes a single duration on <Toaster>, so the spec's
 * per-kind durations (section 9) are applied here, and the oldest toast is dismissed once more
 * than 20 are kept.
 */
const kept: (string | number)[] = [];

const keep = (id: string | number) => {
  if (!kept.includes(id)) kept.push(id);
  while (kept.length > LIMITS.maxToasts) {
    const oldest = kept.shift();
    if (oldest !== undefined) sonner.dismiss(oldest);
  }
  return id;
};

const forget = (id: string | number) => {
  const index = kept.indexOf(id);
  if (index >= 0) kept.splice(index, 1);
};

const withDuration = (duration: number, options?: ExternalToast): ExternalToast => ({
  duration,
  ...options,
  onAutoClose: (t) => {
    forget(t.id);
    options?.onAutoClose?.(t);
  },
  onDismiss: (t) => {
    forget(t.id);
    options?.onDismiss?.(t);
  },
});

export const toast = {
  message: (text: string, options?: ExternalToast) =>
    keep(sonner(text, withDuration(TOAST_DURATION_MS.blank, options))),
  success: (text: string, options?: ExternalToast) =>
    keep(sonner.success(text, withDuration(TOAST_DURATION_MS.success, options))),
  error: (text: string, options?: ExternalToast) =>
    keep(sonner.error(text, withDuration(TOAST_DURATION_MS.error, options))),
  custom: (render: (id: string | number) => ReactElement, options?: ExternalToast) =>
    keep(sonner.custom(render, withDuration(TOAST_DURATION_MS.custom, options))),
  /** Stays until replaced: pass its id to success/error, or dismiss it. */
  loading: (text: string, options?: ExternalToast) =>
    keep(sonner.loading(text, { ...options, duration: Number.POSITIVE_INFINITY })),
  dismiss: (id?: string | number) => {
    if (id === undefined) kept.length = 0;
    else forget(id);
    sonner.dismiss(id);
  },
};
