import type { ComponentType, LazyExoticComponent } from 'react';
import { type WidgetContract, type WidgetId, widgets } from 'shared-contracts/contract';

import { reloadableLazy } from './reloadableLazy';

type WidgetModule = { default: ComponentType<never> };

/** Loads a widget's module from its area's remote (`fresh` after a failed load). The host provides it. */
export type WidgetLoader = (widget: WidgetContract, fresh: boolean) => Promise<WidgetModule>;

type LazyWidget = (id: WidgetId) => LazyExoticComponent<ComponentType<object>>;

let lazyWidget: LazyWidget | undefined;

/**
 * Called once by the host, which owns the federation runtime; until then (an area running alone, a
 * screen test) every widget is unavailable. Each widget is then loaded once, afresh after a failure.
 */
export function provideWidgetLoader(loader: WidgetLoader | undefined): void {
  lazyWidget =
    loader && reloadableLazy((id: WidgetId, fresh: boolean) => loader(widgets[id], fresh) as Promise<{ default: ComponentType<object> }>);
}

/** The lazy component of a widget, or undefined where no host loads widgets. */
export function widgetComponent(id: WidgetId): LazyExoticComponent<ComponentType<object>> | undefined {
  return lazyWidget?.(id);
}
