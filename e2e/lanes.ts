// The e2e run's two lanes, which run at the same time, each with its own server, data and fake
// Google, and one Chromium between them (scripts/test-e2e.ts). Journeys inside a lane run one
// after another. The seeded salon's journeys share its people and reviews and change them (a
// password reset, an attribution, a language), so they stay together in one lane; the journeys
// below make their own business at sign-up or use a seeded business nobody else touches, so they
// can run beside them. Each lane seeds its own copy of the salon: the first five below use this
// lane's copy, which nothing else here changes (an invitation only adds a manager), and run here
// so that both lanes take about as long. A new journey goes in the salon's lane unless it is
// listed here. Journeys that make their own business may run in the salon's lane too, to even
// the two out (review requests and visits do).
export const OWN_DATA_JOURNEYS = [
  'e2e/app-shell.e2e.ts',
  'e2e/employees-leaving.e2e.ts',
  'e2e/invitations.e2e.ts',
  'e2e/owner.e2e.ts',
  'e2e/alert-mails.e2e.ts',
  'e2e/qr-page.e2e.ts',
  'e2e/resilience.e2e.ts',
  'e2e/first-week.e2e.ts',
  'e2e/display-link.e2e.ts',
  'e2e/google-sync.e2e.ts',
  'e2e/import-files.e2e.ts',
  'e2e/landing.e2e.ts',
  'e2e/location-figures.e2e.ts',
  'e2e/location-limits.e2e.ts',
  'e2e/locations.e2e.ts',
  'e2e/rematch.e2e.ts',
  'e2e/serbian-scripts.e2e.ts',
];
