import Bowser from 'bowser';

const major = (version: string | undefined) => version?.split('.')[0];

/**
 * A device as a person recognises it in a list of their sign-ins: "Chrome 131 on Windows 10",
 * "Safari on iOS 17.5". From the browser's User-Agent as the sign-in or refresh stored it.
 */
export const deviceName = (userAgent: string | null) => {
  if (!userAgent) return 'Unknown device';
  const { browser, os } = Bowser.parse(userAgent);
  const browserName = browser.name
    ? [browser.name, major(browser.version)].filter(Boolean).join(' ')
    : 'Unknown browser';
  const system = [os.name, os.versionName ?? os.version].filter(Boolean).join(' ');
  return system ? `${browserName} on ${system}` : browserName;
};
