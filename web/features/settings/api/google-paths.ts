// Addresses of the Google integration API (DESIGN §5).
export const GOOGLE_PATH = '/api/google';
export const GOOGLE_STATUS_PATH = `${GOOGLE_PATH}/status`;
export const GOOGLE_PLACES_PATH = `${GOOGLE_PATH}/places`;
export const GOOGLE_TEST_PATH = `${GOOGLE_PATH}/test`;
export const GOOGLE_DISCONNECT_PATH = `${GOOGLE_PATH}/disconnect`;
export const GOOGLE_SYNC_PATH = `${GOOGLE_PATH}/sync`;
export const syncJobPath = (id: string) => `${GOOGLE_SYNC_PATH}/${encodeURIComponent(id)}`;
