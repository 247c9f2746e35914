/** The live map's business constants (spec section 9 and the live-map issue), in the units the engine uses. */

export const TICK_MS = 1000;
/** A late tick (throttled background tab) advances at most this far, so vehicles never leap across a city. */
export const MAX_TICK_SECONDS = 5;
export const SAVE_INTERVAL_MS = 5000;
/**
 * Larger fleets are not saved: at 2,000 vehicles a save is about 0.7 MB of JSON and 3 ms; at 10,000 it is 3.3 MB
 * and 12–15 ms every 5 s, most of the 5 MB localStorage gives a site, for a state nothing reads back.
 */
export const SAVE_MAX_VEHICLES = 2000;

/** Speed at or below which a vehicle counts as idle. */
export const IDLE_SPEED_KPH = 1;
export const MIN_SLIDER_SPEED_KPH = 0;
export const MAX_SLIDER_SPEED_KPH = 60;
export const INITIAL_MIN_SPEED_MPH = 2;
export const INITIAL_MAX_SPEED_MPH = 50;
/** Share of online vehicles that start parked, below IDLE_SPEED_KPH. */
export const PARKED_SHARE = 0.3;
/** The 20th, 40th, … vehicle starts offline (5% of the fleet). */
export const OFFLINE_EVERY = 20;
/** Every fifth vehicle (the 5th, 10th, …) is regional, so London holds N − ⌊N/5⌋ = ⌈0.8 N⌉. */
export const REGIONAL_EVERY = 5;

export const RESPAWN_MIN_SECONDS = 15;
export const RESPAWN_MAX_SECONDS = 45;
export const ETA_MIN_MINUTES = 8;
export const ETA_MAX_MINUTES = 25;
export const FIRST_JOB_NUMBER = 1001;
/** Delivered jobs kept for the lists and the saved state; older ones only count in deliveredCount. */
export const RECENT_DELIVERED_LIMIT = 200;

/** The KPI revenue is a fixed figure in the spec. */
export const FIXED_REVENUE_GBP = 485750;
