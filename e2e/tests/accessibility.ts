import { readFileSync } from 'node:fs';

import { expect, type Page } from '@playwright/test';
import axeCore from 'axe-core';

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

/** The shell's theme toggle. */
export async function switchToDark(page: Page) {
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
}

/** Colours are checked once fades and theme changes have ended, not half-way through. */
async function transitionsEnded(page: Page) {
  // Two frames, so that a transition a click has just caused has started.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForFunction(() => document.getAnimations().every((animation) => !(animation instanceof CSSTransition)));
}
