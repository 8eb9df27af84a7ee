/** Text placed into an e-mail's HTML body: user input must not become markup. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
