import { toast } from './toast.ts';

/** Copies text and says so; where the clipboard is refused, asks the user to copy by hand. */
export const copyText = async (text: string, what: string) => {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(`${what} copied`);
  } catch {
    toast.error(`Could not copy: select the ${what.toLowerCase()} and copy it by hand`);
  }
};
