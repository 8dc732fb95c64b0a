import { describe, expect, it } from 'vitest';
import type { ActivityItem } from '@common/schemas/activity';
import { describeActivity } from './activity-text';

const fallbacks = { someone: 'Someone', anonymous: 'A customer' };
const EMPLOYEE = '7f2c7e4e-5d0b-4c8f-9a51-0d8c2b1b7a10';

const event = (type: string, payload: Record<string, unknown> = {}, extra = {}): ActivityItem => ({
  id: 1,
  type,
  createdAt: '2026-01-01T10:00:00.000Z',
  employeeId: EMPLOYEE,
  employeeName: 'Milica Petrović',
  employeeAddressAs: null,
  payload,
  ...extra,
});

describe('describeActivity', () => {
  it('names the employee for touches, clickouts and self confirmations', () => {
    for (const [type, key] of [
      ['touch', 'touch'],
      ['clickout', 'clickout'],
      ['self_confirm', 'selfConfirm'],
    ]) {
      expect(describeActivity(event(type!), fallbacks)).toEqual({
        key: `activityFeed.events.${key}`,
        values: { name: 'Milica Petrović', context: 'female' },
      });
    }
  });

  it('tells a credited review with its stars, author and employee', () => {
    const text = describeActivity(
      event('review', { reviewId: 'r1', rating: 5, authorName: 'Jelena' }),
      fallbacks,
    );
    expect(text).toEqual({
      key: 'activityFeed.events.reviewCredited',
      values: { name: 'Milica Petrović', context: 'female', rating: 5, author: 'Jelena' },
    });
  });

  it('tells an imported past review without calling it new, and the import as one summary', () => {
    const past = describeActivity(
      event('review', { rating: 5, authorName: 'Jelena', history: true }),
      fallbacks,
    );
    expect(past.key).toBe('activityFeed.events.reviewPastCredited');
    const summary = describeActivity(
      event('import_summary', { imported: 120, credited: 35 }, { employeeId: null }),
      fallbacks,
    );
    expect(summary).toMatchObject({
      key: 'activityFeed.events.importSummary',
      values: { count: 120, credited: 35 },
    });
  });

  it('tells what needs a manager: a failed sync, expired Google access, a locked employee', () => {
    expect(describeActivity(event('sync_failed'), fallbacks).key).toBe(
      'activityFeed.events.syncFailed',
    );
    expect(describeActivity(event('google_disconnected'), fallbacks).key).toBe(
      'activityFeed.events.googleDisconnected',
    );
    expect(describeActivity(event('employee_locked'), fallbacks)).toEqual({
      key: 'activityFeed.events.employeeLocked',
      values: { name: 'Milica Petrović', context: 'female' },
    });
  });

  it('tells an unmatched review without crediting anyone, and stands in for a missing author', () => {
    const text = describeActivity(
      event('review', { rating: 4, authorName: '  ' }, { employeeId: null, employeeName: null }),
      fallbacks,
    );
    expect(text.key).toBe('activityFeed.events.reviewUnmatched');
    expect(text.values).toMatchObject({ rating: 4, author: 'A customer' });
  });

  it('tells manual attributions apart from automatic ones and from a removed credit', () => {
    expect(describeActivity(event('attribution', { matchType: 'manual' }), fallbacks).key).toBe(
      'activityFeed.events.attributionManual',
    );
    expect(describeActivity(event('attribution', { matchType: 'name_match' }), fallbacks).key).toBe(
      'activityFeed.events.attribution',
    );
    expect(
      describeActivity(
        event('attribution', {}, { employeeId: null, employeeName: null }),
        fallbacks,
      ).key,
    ).toBe('activityFeed.events.attributionRemoved');
  });

  it('words a sentence for how the employee is addressed: the choice, else the first name', () => {
    const about = (employeeName: string, employeeAddressAs: 'she' | 'he' | null) =>
      describeActivity(event('attribution', {}, { employeeName, employeeAddressAs }), fallbacks)
        .values.context;
    expect(about('Jelena Marković', null)).toBe('female');
    expect(about('Nikola Jovanović', null)).toBeUndefined();
    expect(about('Saša Ilić', 'she')).toBe('female');
    expect(about('Ana Petrović', 'he')).toBeUndefined();
  });

  it('describes team changes from the payload, falling back to its name', () => {
    const named = { employeeName: null };
    expect(describeActivity(event('employee_added', { name: 'Ana' }, named), fallbacks)).toEqual({
      key: 'activityFeed.events.employeeAdded',
      values: { name: 'Ana', context: 'female' },
    });
    const update = (payload: Record<string, unknown>) =>
      describeActivity(event('employee_updated', payload), fallbacks).key;
    expect(update({ changes: ['deleted'] })).toBe('activityFeed.events.employeeRemoved');
    expect(update({ changes: ['isActive'], isActive: false })).toBe(
      'activityFeed.events.employeeDeactivated',
    );
    expect(update({ changes: ['isActive'], isActive: true })).toBe(
      'activityFeed.events.employeeReactivated',
    );
    expect(update({ changes: ['name'], isActive: true })).toBe(
      'activityFeed.events.employeeUpdated',
    );
  });

  it('still gives a line for a type it does not know, and for a missing employee name', () => {
    const text = describeActivity(
      event('google_sync', {}, { employeeId: null, employeeName: null }),
      fallbacks,
    );
    expect(text).toEqual({
      key: 'activityFeed.events.other',
      values: { name: 'Someone', type: 'google_sync' },
    });
  });
});

describe('describeActivity for the employee it is about', () => {
  it('says "you" in their own feed, and their name in anyone else\'s', () => {
    const review = event('review', { rating: 5, authorName: 'Jelena' });
    expect(describeActivity(review, fallbacks, EMPLOYEE).key).toBe(
      'activityFeed.events.reviewCreditedYou',
    );
    expect(describeActivity(review, fallbacks, 'someone-else').key).toBe(
      'activityFeed.events.reviewCredited',
    );
    expect(describeActivity(event('touch'), fallbacks, EMPLOYEE).key).toBe(
      'activityFeed.events.touchYou',
    );
    // An event with no "you" form keeps its sentence.
    expect(describeActivity(event('employee_added'), fallbacks, EMPLOYEE).key).toBe(
      'activityFeed.events.employeeAdded',
    );
  });
});
