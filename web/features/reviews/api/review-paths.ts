// Addresses of the reviews API (docs/http-api.md).
export const REVIEWS_PATH = '/api/reviews';
export const REVIEWS_IMPORT_PATH = `${REVIEWS_PATH}/import`;
export const attributionPath = (id: string) =>
  `${REVIEWS_PATH}/${encodeURIComponent(id)}/attribution`;
export const replyPath = (id: string) => `${REVIEWS_PATH}/${encodeURIComponent(id)}/reply`;
export const REMATCH_PATH = `${REVIEWS_PATH}/rematch`;
