import { expect, type Page } from '@playwright/test';

/**
 * Counts the calls of a tRPC procedure that changed something: every call sent (calls made
 * together travel in one request, `/trpc/a,a?batch=1`), less those the server refused for an
 * expired token (the test server's last seconds, and a call held by a test can outlive one),
 * which the app refreshes and sends once more. `made()` first waits for every request sent to
 * be answered.
 */
export const changesMade = (page: Page, procedure: string) => {
  let sent = 0;
  let refused = 0;
  let open = 0;
  const callsIn = (url: string) =>
    decodeURIComponent(new URL(url).pathname.replace(/^\/trpc\//, ''))
      .split(',')
      .filter((path) => path === procedure).length;
  page.on('request', (request) => {
    const calls = callsIn(request.url());
    if (!calls) return;
    sent += calls;
    open += 1;
  });
  page.on('response', (response) => {
    const calls = callsIn(response.url());
    if (!calls) return;
    open -= 1;
    if (response.status() === 401) refused += calls;
  });
  return {
    made: async () => {
      await expect.poll(() => open).toBe(0);
      return sent - refused;
    },
  };
};
