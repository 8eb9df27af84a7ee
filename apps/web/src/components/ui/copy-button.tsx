import { copyText } from '../../lib/copy-text.ts';

type CopyButtonProps = {
  text: string;
  /** What is copied, for the button's accessible name and the toast ("Token", "Code"). */
  what: string;
  className?: string;
};

/** A button that copies a value (a token, a code, a command) and confirms it with a toast. */
export function CopyButton({ text, what, className = 'button' }: CopyButtonProps) {
  return (
    <button
      type="button"
      className={className}
      aria-label={`Copy ${what.toLowerCase()}`}
      onClick={() => void copyText(text, what)}
    >
      Copy
    </button>
  );
}
