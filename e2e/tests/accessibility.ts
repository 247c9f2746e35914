import { readFileSync } from 'node:fs';

import { expect, type Page } from '@playwright/test';
import axeCore from 'axe-core';

import { expectNoHorizontalScroll } from './layout';

/** Every rule axe has, the experimental ones included (axe leaves those off unless asked). */
const EVERY_RULE = Object.fromEntries(axeCore.getRules().map(({ ruleId }) => [ruleId, { enabled: true }]));

/** axe-core's browser build, evaluated in the page as DevTools evaluates a script (the page's CSP is not asked). */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe with every rule on the page, or on the part `include` selects, and expects no violation.
 * It waits for running transitions to end first.
 *
 * axe runs in the page itself, once loaded into it: the portal has no frames, so the frame-by-frame run of
 * @axe-core/playwright (which opens a second page to merge its results, about 5 s a scan on these machines) is not
 * needed; axe reports violations only, as nothing else is read.
 *
 * @example await expectNoAxeViolations(page, 'main');
 */
export async function expectNoAxeViolations(page: Page, include?: string) {
  await transitionsEnded(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(`${AXE_SOURCE};undefined`);
  const violations = await page.evaluate(
    async ({ include, rules }) => {
      const axe = (window as unknown as { axe: typeof axeCore }).axe;
      const { violations } = await axe.run(include ?? document, { rules, resultTypes: ['violations'] });
      return violations.map(({ id, impact, nodes }) => ({ id, impact, nodes: nodes.map((node) => node.target.join(' ')) }));
    },
    { include, rules: EVERY_RULE },
  );
  expect(violations).toEqual([]);
}

/**
 * What to check while a modal (dialog, side sheet) is open: the modal itself. The page behind it
 * is inert and has its own checks; beside the modal sit the focus trap's two invisible sentinels
 * (tabindex 0, no role), which only hand focus back into the modal.
 */
export const OPEN_MODAL = '[role="dialog"]';

/**
 * The shell's theme toggle, pressed by a click event alone: the pointer does not move, so no tooltip opens over what
 * is checked next (the toggle itself is tested as a user clicks it in shell-layout.spec.ts).
 */
async function toggleTheme(page: Page, from: 'light' | 'dark', to: 'light' | 'dark') {
  await page.getByRole('button', { name: `Switch to ${to} theme` }).dispatchEvent('click');
  await page.getByRole('button', { name: `Switch to ${from} theme` }).waitFor();
}

/** The shell's theme toggle, to dark. */
export const switchToDark = (page: Page) => toggleTheme(page, 'light', 'dark');

/** The shell's theme toggle, to light. */
export const switchToLight = (page: Page) => toggleTheme(page, 'dark', 'light');

/**
 * No axe violations in the light theme the page opened in, then in the dark one (the shell's toggle): one page load
 * checks both. With `narrow`, the page is then also readable at that width with no horizontal page scroll (`ready`
 * again saying what must show there). The page is left dark.
 *
 * @example await expectNoAxeViolationsLightAndDark(page, 'main', { width: 320, height: 640 });
 */
export async function expectNoAxeViolationsLightAndDark(
  page: Page,
  include?: string,
  narrow?: { width: number; height: number; ready?: () => Promise<void> },
) {
  await expectNoAxeViolations(page, include);
  await switchToDark(page);
  await expectNoAxeViolations(page, include);
  if (!narrow) return;
  await page.setViewportSize({ width: narrow.width, height: narrow.height });
  await narrow.ready?.();
  await expectNoHorizontalScroll(page);
}
/** Colours are checked once fades and theme changes have ended, not half-way through. */
async function transitionsEnded(page: Page) {
  // Two frames, so that a transition a click has just caused has started.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForFunction(() => document.getAnimations().every((animation) => !(animation instanceof CSSTransition)));
}
