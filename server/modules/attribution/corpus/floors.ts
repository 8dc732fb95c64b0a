/** What the labelled corpus must reach for the build to pass (docs/attribution.md). */
export const ATTRIBUTION_FLOORS = { precision: 0.995, recall: 0.95, cases: 600, perClass: 30 };
