import type { ReactNode } from 'react';

/**
 * A 24-unit line icon drawn in the text colour. Decorative: every use sits next to a text label
 * or inside a button with an accessible name.
 */
export function LineIcon({ className, children }: { className: string; children: ReactNode }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
