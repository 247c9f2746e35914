import { useTheme } from '@mui/material/styles';
import { type RefObject, useEffect, useRef, useState } from 'react';

import type { MapHandle, MapThemeMode } from './baseMap';

export type MapStatus = 'loading' | 'ready' | 'failed';

export interface MapHandleState<H extends MapHandle> {
  ref: RefObject<HTMLDivElement | null>;
  handle: H | null;
  status: MapStatus;
  retry(): void;
}

/**
 * Starts a map in the returned ref's element with `create` (which loads OpenLayers on demand), follows the theme,
 * and destroys it on unmount. If OpenLayers cannot load or the map cannot start, the status is 'failed'.
 * `create` must keep its identity while the map should stay (wrap it in useCallback).
 *
 * @example const { ref, handle, status } = useMapHandle(create); return <MapFrame ref={ref} status={status} … />;
 */
export function useMapHandle<H extends MapHandle>(create: (target: HTMLElement, mode: MapThemeMode) => Promise<H>): MapHandleState<H> {
  const ref = useRef<HTMLDivElement>(null);
  const mode = useTheme().palette.mode;
  const modeRef = useRef(mode);
  const [attempt, setAttempt] = useState(0);
  const [started, setStarted] = useState<{ handle: H | null; status: MapStatus; create: unknown; attempt: number }>({
    handle: null,
    status: 'loading',
    create,
    attempt,
  });
  const current = started.create === create && started.attempt === attempt ? started : { handle: null, status: 'loading' as const };

  useEffect(() => {
    const target = ref.current;
    if (!target) return undefined;
    let live = true;
    let made: H | null = null;
    create(target, modeRef.current).then(
      (handle) => {
        if (!live) {
          handle.destroy();
          return;
        }
        made = handle;
        setStarted({ handle, status: 'ready', create, attempt });
      },
      (error: unknown) => {
        console.error('Map loading failed:', error);
        if (live) setStarted({ handle: null, status: 'failed', create, attempt });
      },
    );
    return () => {
      live = false;
      made?.destroy();
    };
  }, [create, attempt]);

  useEffect(() => {
    modeRef.current = mode;
    current.handle?.setThemeMode(mode);
  }, [current.handle, mode]);

  return { ref, handle: current.handle, status: current.status, retry: () => setAttempt((n) => n + 1) };
}
