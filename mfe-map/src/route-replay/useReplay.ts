import { useEffect, useReducer } from 'react';

/** How many times faster than the day went the replay runs. */
export const REPLAY_SPEEDS = [1, 10, 60] as const;
export type ReplaySpeed = (typeof REPLAY_SPEEDS)[number];

/** The replay moves on this often (ms of the page's time). */
const REPLAY_TICK_MS = 250;

interface ReplayState {
  /** The route the time belongs to: another route starts at its beginning, paused. */
  key: string;
  /** Epoch ms; null for the route's beginning. */
  time: number | null;
  playing: boolean;
  speed: ReplaySpeed;
}

interface Span {
  key: string;
  start: number;
  end: number;
}

type ReplayAction =
  | ({ type: 'tick' } & Span)
  | ({ type: 'play' } & Span)
  | { type: 'pause' }
  | { type: 'seek'; key: string; time: number }
  | { type: 'speed'; speed: ReplaySpeed };

/** The state as it holds for a route: that of another route is this one's beginning, paused. */
const forRoute = (state: ReplayState, key: string): ReplayState =>
  state.key === key ? state : { ...state, key, time: null, playing: false };

function replayReducer(state: ReplayState, action: ReplayAction): ReplayState {
  switch (action.type) {
    case 'tick': {
      const current = forRoute(state, action.key);
      if (!current.playing) return current;
      const next = (current.time ?? action.start) + REPLAY_TICK_MS * current.speed;
      return next >= action.end ? { ...current, time: action.end, playing: false } : { ...current, time: next };
    }
    case 'play': {
      const current = forRoute(state, action.key);
      // Played at its end, the day starts again.
      const time = current.time === null || current.time >= action.end ? action.start : current.time;
      return { ...current, time, playing: true };
    }
    case 'pause':
      return { ...state, playing: false };
    case 'seek':
      return { ...forRoute(state, action.key), time: action.time };
    case 'speed':
      return { ...state, speed: action.speed };
  }
}

export interface Replay {
  /** The slider's time, epoch ms, within the route. */
  time: number;
  playing: boolean;
  speed: ReplaySpeed;
  play(): void;
  pause(): void;
  seek(time: number): void;
  setSpeed(speed: ReplaySpeed): void;
}

/**
 * A day's replay: the time the slider is at, playing or paused, at 1×, 10× or 60× the day's pace (60× by default: an
 * hour a minute). A route of another vehicle or day (another `key`) starts at its beginning, paused; the speed stays.
 *
 * @example const replay = useReplay(`${vehicleId} ${date}`, first, last); <Button onClick={replay.play}>Play</Button>
 */
export function useReplay(key: string, start: number, end: number): Replay {
  const [state, dispatch] = useReducer(replayReducer, { key, time: null, playing: false, speed: 60 });
  const current = forRoute(state, key);
  const { playing } = current;
  useEffect(() => {
    if (!playing) return undefined;
    const timer = setInterval(() => dispatch({ type: 'tick', key, start, end }), REPLAY_TICK_MS);
    return () => clearInterval(timer);
  }, [playing, key, start, end]);
  return {
    time: Math.min(Math.max(current.time ?? start, start), end),
    playing,
    speed: current.speed,
    play: () => dispatch({ type: 'play', key, start, end }),
    pause: () => dispatch({ type: 'pause' }),
    seek: (time) => dispatch({ type: 'seek', key, time }),
    setSpeed: (speed) => dispatch({ type: 'speed', speed }),
  };
}
