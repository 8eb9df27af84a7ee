type SubmitButtonProps = {
  /** The button's words, and the ones it shows while the form is sent ('Signing in...'). */
  label: string;
  busyLabel: string;
  busy: boolean;
  /** Classes beside the primary button's own (app-button-block: the width of its card). */
  className?: string;
};

/** A form's main button: disabled and relabelled while the form is sent, so it goes once. */
export function SubmitButton({ label, busyLabel, busy, className }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={className ? `button button-primary ${className}` : 'button button-primary'}
      disabled={busy}
    >
      {busy ? busyLabel : label}
    </button>
  );
}
