/** Where the browser tests' own server listens; E2E_PORT lets two runs share a machine. */
export const E2E_PORT = Number(process.env.E2E_PORT || 4173);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

/** The test server's access tokens last this long, so a test can wait one out. */
export const ACCESS_TTL_SECONDS = 6;

/** The admin the test server creates at start-up (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const ADMIN = { email: 'admin@balasin.example', password: 'admin-password-e2e' };

/** The test mailbox (support/mail-catcher.ts): SMTP in, and an HTTP page of what arrived. */
export const E2E_SMTP_PORT = E2E_PORT + 10;
export const E2E_MAIL_PORT = E2E_PORT + 11;
export const E2E_MAIL_URL = `http://127.0.0.1:${E2E_MAIL_PORT}`;
