import Bowser from 'bowser';

const major = (version: string | undefined) => version?.split('.')[0];

/**
 * A device's browser ("Chrome 131") and system ("Windows 10", "iOS 17.5") from the User-Agent
 * the sign-in or refresh stored; null for a part it does not name. Apart, so the dashboard says
 * them in its own language ("Chrome 131 di Windows 10").
 */
export const deviceParts = (userAgent: string | null) => {
  if (!userAgent) return { browser: null, system: null };
  const { browser, os } = Bowser.parse(userAgent);
  const system = [os.name, os.versionName ?? os.version].filter(Boolean).join(' ');
  return {
    browser: browser.name ? [browser.name, major(browser.version)].filter(Boolean).join(' ') : null,
    system: system || null,
  };
};

/**
 * A device as a person recognises it in a list of their sign-ins, in English for API clients:
 * "Chrome 131 on Windows 10", "Safari on iOS 17.5".
 */
export const deviceName = (userAgent: string | null) => {
  if (!userAgent) return 'Unknown device';
  const { browser, system } = deviceParts(userAgent);
  const browserName = browser ?? 'Unknown browser';
  return system ? `${browserName} on ${system}` : browserName;
};
