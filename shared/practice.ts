export const PRACTICE_NAME = 'Parkside Surgical Associates';

/** Spec, access §9. */
export const API_TIMEOUT_MS = 24_000;
export const INACTIVITY_LOGOUT_MS = 3_600_000;
export const HOME_LOADER_MS = 1_000;
