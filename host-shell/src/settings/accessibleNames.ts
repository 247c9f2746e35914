// Test support: Label in Name (WCAG 2.5.3), for the settings screen's tests.

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A label's words without the required field's asterisk. */
const words = (text: string | null | undefined) => (text ?? '').replace(/[\s\u2009]*\*\s*$/, '').trim();

/**
 * The words a control shows: a button's or link's own text; a field's label drawn beside it; a list without a label drawn
 * (a role in a row) the choice it shows.
 */
function visibleText(control: HTMLElement): string {
  if (control.matches('button, a[href], [role="tab"]')) return words(control.textContent);
  const document = control.ownerDocument;
  const labelledBy = control.getAttribute('aria-labelledby')?.split(' ')[0];
  const label = (control.id && document.querySelector(`label[for="${control.id}"]`)) || (labelledBy && document.getElementById(labelledBy));
  // A label drawn on screen (MUI draws a list's as a div, the pagination's as a paragraph); not one only screen readers read.
  const onlyRead = label instanceof HTMLElement && label.style.position === 'absolute' && label.style.width === '1px';
  if (label && !onlyRead) return words(label.textContent);
  return control.getAttribute('role') === 'combobox' ? words(control.textContent) : '';
}

/**
 * Asserts that every control in `container` (buttons, links, tabs, fields, lists) has an accessible name holding the words
 * it shows, so that a person who says what they see reaches it by voice. Controls that show no words (an icon) are skipped.
 *
 * @example expectNamesToHoldTheirText(screen.getByRole('tabpanel'));
 */
export function expectNamesToHoldTheirText(container: HTMLElement): void {
  const controls = container.querySelectorAll<HTMLElement>(
    'button, a[href], [role="tab"], [role="combobox"], input:not([type="hidden"]):not([aria-hidden="true"]), textarea:not([aria-hidden="true"])',
  );
  let checked = 0;
  for (const control of controls) {
    const text = visibleText(control);
    if (!text) continue;
    expect(control).toHaveAccessibleName(new RegExp(escape(text)));
    checked += 1;
  }
  expect(checked).toBeGreaterThan(0);
}
