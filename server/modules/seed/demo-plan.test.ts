import { describe, expect, it } from 'vitest';
import { localHourLabel } from '../analytics/zoned-time';
import { planSeed, REVIEW_MIX, SEED_DAYS, seededRandom } from './demo-plan';
import { DEMO_EMPLOYEES } from './demo-texts';

const employees = DEMO_EMPLOYEES.map((e, i) => ({
  id: `00000000-0000-4000-8000-00000000000${i}`,
  name: e.name,
}));
const now = new Date('2025-03-14T10:30:00Z');

const plan = (timeZone = 'Europe/Belgrade', seed = 7) =>
  planSeed({
    employees,
    timeZone,
    windowMinutes: 30,
    now,
    runId: 'test',
    random: seededRandom(seed),
  });

describe('planSeed', () => {
  it('plans 30 days of a few hundred touches, all in the past', () => {
    const { days } = plan();
    expect(days).toHaveLength(SEED_DAYS);
    const touches = days.flatMap((d) => d.touches);
    expect(touches.length).toBeGreaterThan(250);
    expect(touches.length).toBeLessThan(900);
    expect(touches.every((t) => t.at.getTime() < now.getTime())).toBe(true);
    const clickouts = days.flatMap((d) => d.clickouts);
    expect(clickouts.length).toBeGreaterThan(touches.length * 0.3);
    expect(clickouts.length).toBeLessThan(touches.length * 0.6);
  });

  it('puts visits in business hours of the business time zone', () => {
    for (const zone of ['Europe/Belgrade', 'America/New_York']) {
      const hours = plan(zone)
        .days.flatMap((d) => d.touches)
        .map((t) => Number(localHourLabel(t.at, zone).slice(0, 2)));
      // A day of daylight-saving change may shift a visit by an hour.
      expect(hours.filter((h) => h < 7 || h > 22)).toHaveLength(0);
    }
  });

  it('plans about 40 reviews, Serbian and English, naming employees in case forms', () => {
    const { reviews, days } = plan();
    expect(reviews).toHaveLength(
      REVIEW_MIX.named + REVIEW_MIX.confirmed + REVIEW_MIX.window + REVIEW_MIX.unmatched,
    );
    expect(new Set(reviews.map((r) => r.externalId)).size).toBe(reviews.length);
    expect(reviews.every((r) => r.publishedAt.getTime() < now.getTime())).toBe(true);
    const texts = reviews.map((r) => r.text ?? '').join('\n');
    expect(texts).toMatch(
      /Milici|Marku|Jeleni|Stefanu|Ani|Nikoli|Milicu|Marka|Jelenu|Stefana|Anu|Nikolu|Milice|Jelene|Ane|Nikole|Milicom|Markom|Jelenom|Stefanom|Anom|Nikolom/,
    );
    const confirmations = days.flatMap((d) => d.confirmations);
    expect(confirmations).toHaveLength(REVIEW_MIX.confirmed);
    for (const c of confirmations)
      expect(reviews.some((r) => r.authorName === c.reviewerName)).toBe(true);
  });
});
