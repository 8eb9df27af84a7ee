/** `/`-separated names of letters, digits and dashes: nothing a path could climb out with. */
const KEY = /^[A-Za-z0-9][A-Za-z0-9-]*(\/[A-Za-z0-9][A-Za-z0-9-]*)*$/;

/** The key's parts; throws on anything else, so no key ever names a path outside the store. */
export const keyParts = (key: string) => {
  if (!KEY.test(key) || key.length > 200) throw new Error(`Invalid media key "${key}"`);
  return key.split('/');
};
