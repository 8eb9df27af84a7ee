import type { Driver } from '../types.ts';
import type { BaileysDriverOptions } from './driver.ts';

/**
 * The Baileys driver, loaded the first time a real number connects: Baileys and its WhatsApp
 * protocol definitions take about 55 MB, which a server with only test numbers (or none
 * connected yet) should not carry.
 */
export const createLazyBaileysDriver = (options?: BaileysDriverOptions): Driver => {
  let loaded: Promise<Driver> | undefined;
  return {
    name: 'baileys',
    open: async (openOptions) => {
      loaded ??= import('./driver.ts').then((module) => module.createBaileysDriver(options));
      return (await loaded).open(openOptions);
    },
  };
};
