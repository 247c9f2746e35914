import { clearTop } from './clearTop';

// At 1280 × 800: the stack's column at the right, below the 64 px top bar.
const STACK = { left: 860, right: 1260, height: 96 };
const LIMITS = { minTop: 72, maxBottom: 792, gap: 8 };
// The invoice list's Generate Invoice button, as the issue measured it.
const GENERATE_INVOICE = { left: 1066, top: 105, right: 1256, bottom: 141 };

describe('clearTop', () => {
  it('stays just below the top bar when nothing is in the way', () => {
    expect(clearTop(STACK, [], LIMITS)).toBe(72);
  });

  it('goes below a button in its column, with the gap', () => {
    expect(clearTop(STACK, [GENERATE_INVOICE], LIMITS)).toBe(149);
  });

  it('ignores what lies beside its column', () => {
    expect(clearTop(STACK, [{ left: 256, top: 88, right: 700, bottom: 300 }], LIMITS)).toBe(72);
  });

  it('takes the first gap between obstacles that is tall enough', () => {
    const header = { left: 280, top: 88, right: 1256, bottom: 150 };
    const pointer = { left: 1000, top: 180, right: 1001, bottom: 181 };
    const rowButton = { left: 1100, top: 320, right: 1180, bottom: 350 };
    // 158 to 254 would cover the pointer; below the pointer, 189 to 285 ends 35 px above the row's button.
    expect(clearTop(STACK, [header, pointer, rowButton], LIMITS)).toBe(189);
    expect(clearTop({ ...STACK, height: 200 }, [header, pointer, rowButton], LIMITS)).toBe(358);
  });

  it('keeps its place while it is still clear, and moves when it is not', () => {
    expect(clearTop(STACK, [], LIMITS, 200)).toBe(200);
    expect(clearTop(STACK, [{ left: 1100, top: 250, right: 1180, bottom: 280 }], LIMITS, 200)).toBe(72);
  });

  it('finds no place when the obstacles leave no room on screen', () => {
    expect(clearTop(STACK, [{ left: 0, top: 60, right: 1280, bottom: 740 }], LIMITS)).toBeUndefined();
  });
});
