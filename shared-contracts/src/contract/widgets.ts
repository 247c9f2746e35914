import type { AreaId } from './areas';

/**
 * Widgets: a piece of one area's screen that another area draws, loaded from the owning remote
 * when it is shown (the job page's live tracking map comes from the map area). Areas never
 * import each other; they name a widget here and the host loads it.
 */
export interface WidgetContract {
  area: AreaId;
  /** The module the owning remote exposes; its default export takes the widget's props. */
  module: string;
  /** Names it in its loading and unavailable states, e.g. "Live tracking map". */
  title: string;
}

/** The props each widget takes. */
export interface WidgetProps {
  jobTrackingMap: { jobId: string };
}

export type WidgetId = keyof WidgetProps;

export const widgets: Record<WidgetId, WidgetContract> = {
  jobTrackingMap: { area: 'map', module: './JobTrackingMap', title: 'Live tracking map' },
};
