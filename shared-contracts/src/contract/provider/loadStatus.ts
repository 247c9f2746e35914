/**
 * Where a read stands as a screen draws it: on its way, answered, failed (Retry), or refused as not found (an unknown id).
 * The data layer's reads report it; the pages of the ui entries draw it.
 */
export type LoadStatus = 'loading' | 'ready' | 'error' | 'not-found';
