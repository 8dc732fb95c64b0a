// Addresses of the Google integration API (docs/http-api.md).
const GOOGLE_PATH = '/api/google';
export const GOOGLE_PLACES_PATH = `${GOOGLE_PATH}/places`;
export const GOOGLE_TEST_PATH = `${GOOGLE_PATH}/test`;
export const GOOGLE_DISCONNECT_PATH = `${GOOGLE_PATH}/disconnect`;
export const GOOGLE_SYNC_PATH = `${GOOGLE_PATH}/sync`;
export const GOOGLE_LOCATIONS_PATH = `${GOOGLE_PATH}/locations`;
export const GOOGLE_LOCATION_PATH = `${GOOGLE_PATH}/location`;
/** A browser navigation (a real link, never fetch): it leaves for Google's consent screen. */
export const GOOGLE_OAUTH_START_PATH = `${GOOGLE_PATH}/oauth/start`;
export const syncJobPath = (id: string) => `${GOOGLE_SYNC_PATH}/${encodeURIComponent(id)}`;
