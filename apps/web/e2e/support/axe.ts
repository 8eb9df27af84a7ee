import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits until no finite animation or transition is running (endless ones, such as the
 * testimonial strip, are left to run): a toast still fading in has not reached its real colours,
 * and axe would measure the contrast of a half-transparent text.
 */
export const settled = (page: Page) =>
  page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );

const TOASTER = '[data-sonner-toaster]';

const scan = (page: Page) =>
  new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // Base UI's focus guards: empty, hidden sentinels that pass focus straight on to the popup or
    // back to its trigger, so keyboard focus never rests on them (axe cannot know that).
    .exclude('[data-base-ui-focus-guard]');

const expectNoSerious = async (builder: AxeBuilder) => {
  const results = await builder.analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(serious).toEqual([]);
};

/**
 * No serious or critical WCAG 2.x A/AA violation on the page as it stands. Toasts are left out:
 * one may start fading in or out while axe reads the page (seen on a loaded machine), and a
 * half-transparent text fails contrast; `expectReadableToasts` checks them held still.
 */
export const expectNoSeriousAxeViolations = async (page: Page) => {
  await settled(page);
  await expectNoSerious(scan(page).exclude(TOASTER));
};

/**
 * The toasts on screen pass axe. The pointer rests on them, which makes sonner spread the stack
 * and pause its timers (as for a person reading one), so none leaves during the scan.
 */
export const expectReadableToasts = async (page: Page) => {
  const toasts = page.locator('[data-sonner-toast]');
  await expect(toasts.first()).toBeVisible();
  await toasts.first().hover();
  await settled(page);
  await expectNoSerious(scan(page).include(TOASTER));
  await page.mouse.move(0, 0);
};
