import type { Box } from './clearTop';

/** Marks a part of the page toasts never cover, e.g. a page's header with its actions. */
export const TOASTS_KEEP_CLEAR = 'data-toasts-keep-clear';

const CONTROL = 'button, a[href], input, select, textarea, [role="button"], [role="gridcell"], [tabindex]';

let pointer: { x: number; y: number } | null = null;
let pressed: Element | null = null;

/**
 * Follows the pointer and the control last pressed (with a pointer or a key), which a new toast must not land on:
 * a pointer resting on a toast pauses its auto-close, and a toast over its own button hides it. Returns the stop.
 */
export function watchPointer(): () => void {
  const options = { capture: true, passive: true } as const;
  const move = (event: PointerEvent) => {
    pointer = { x: event.clientX, y: event.clientY };
  };
  const leave = (event: PointerEvent) => {
    if (event.relatedTarget === null) pointer = null;
  };
  const press = (event: MouseEvent) => {
    pressed = event.target instanceof Element ? event.target.closest(CONTROL) : null;
  };
  document.addEventListener('pointermove', move, options);
  document.addEventListener('pointerdown', move, options);
  document.addEventListener('pointerout', leave, options);
  document.addEventListener('click', press, options);
  return () => {
    document.removeEventListener('pointermove', move, options);
    document.removeEventListener('pointerdown', move, options);
    document.removeEventListener('pointerout', leave, options);
    document.removeEventListener('click', press, options);
  };
}

/** Whether the pointer is over `box`. */
export function pointerWithin(box: Box): boolean {
  return pointer !== null && pointer.x >= box.left && pointer.x <= box.right && pointer.y >= box.top && pointer.y <= box.bottom;
}

const onScreen = (box: Box) => box.bottom > 0 && box.top < window.innerHeight && box.right > box.left && box.bottom > box.top;

/** A control's box, unless it is not a control but a whole region that happens to hold focus. */
function controlBox(element: Element | null): Box[] {
  if (!element || !element.isConnected || element === document.body || !element.matches(CONTROL)) return [];
  const box = element.getBoundingClientRect();
  const large = (box.right - box.left) * (box.bottom - box.top) > (window.innerWidth * window.innerHeight) / 4;
  return large || !onScreen(box) ? [] : [box];
}

/**
 * What a toast must not cover, on screen now: first what it must never cover (the pointer, the focused control and the
 * one last pressed), then the parts of the page marked to keep clear.
 */
export function toastObstacles(): { always: Box[]; page: Box[] } {
  const always = [
    ...(pointer ? [{ left: pointer.x, top: pointer.y, right: pointer.x + 1, bottom: pointer.y + 1 }] : []),
    ...controlBox(document.activeElement),
    ...controlBox(pressed),
  ];
  const page = [...document.querySelectorAll(`[${TOASTS_KEEP_CLEAR}]`)].map((element) => element.getBoundingClientRect()).filter(onScreen);
  return { always, page };
}
