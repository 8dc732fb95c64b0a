// How the exports read for people (`?lang=`, docs/exports.md): match types and event kinds as
// words, evidence and activity as sentences, times as the business's wall clock. Without `lang`
// the files keep their original machine form (codes, ISO 8601, JSON details).
import type { Language } from '@common/constants';
import type { MatchType } from '../../db/schema';
import { offsetMinutes } from '../analytics/zoned-time';
import { EXPORT_TEXTS, fill, type ExportTexts } from './export-texts';
import { describeEvidence } from '@common/match-evidence';

/** The business's wall-clock time as a Date whose UTC fields are that time (spreadsheets have no zones). */
export function wallClock(instant: Date, timeZone: string): Date {
  return new Date(instant.getTime() + offsetMinutes(instant, timeZone) * 60_000);
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
const count = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

export interface EventRow {
  type: string;
  employeeName: string | null;
  payload: Record<string, unknown> | null;
}

function sentenceKey(event: EventRow, hasEmployee: boolean): string {
  const payload = event.payload ?? {};
  switch (event.type) {
    case 'review':
      return hasEmployee ? 'reviewCredited' : 'reviewUnmatched';
    case 'attribution':
      if (!hasEmployee) return 'attributionRemoved';
      return payload.matchType === 'manual' ? 'attributionManual' : 'attribution';
    case 'employee_updated': {
      const changes = Array.isArray(payload.changes) ? payload.changes : [];
      if (changes.includes('deleted')) return 'removed';
      if (changes.includes('isActive') && typeof payload.isActive === 'boolean') {
        return payload.isActive ? 'reactivated' : 'deactivated';
      }
      return 'employee_updated';
    }
    default:
      return event.type;
  }
}

export class People {
  readonly texts: ExportTexts;
  constructor(readonly language: Language) {
    this.texts = EXPORT_TEXTS[language];
  }

  matchType(type: MatchType): string {
    return this.texts.matchTypes[type];
  }

  kind(type: string): string {
    return this.texts.kinds[type] ?? type;
  }

  /** One sentence for an activity event; an unknown kind is named by its code. */
  activity(event: EventRow): string {
    const payload = event.payload ?? {};
    const name = event.employeeName ?? text(payload.name) ?? this.texts.someone;
    const template = this.texts.sentences[sentenceKey(event, event.employeeName !== null)];
    if (!template) return this.kind(event.type);
    return fill(template, {
      name,
      author: text(payload.authorName) ?? this.texts.anonymous,
      rating: typeof payload.rating === 'number' ? payload.rating : '–',
      count: count(payload.imported ?? payload.total),
      credited: count(payload.credited),
      changed: count(payload.changed),
      unmatched: count(payload.unmatched),
    });
  }

  /** Why a review is credited, as a sentence (common/match-evidence.ts describes it). */
  evidence(
    matchType: MatchType,
    stored: unknown,
    candidateNames: string[],
    employeeName: string | null,
  ): string {
    const e = this.texts.evidence;
    const described = describeEvidence({
      matchType,
      matchEvidence: stored,
      employeeName,
      candidateNames,
    });
    switch (described?.kind) {
      case 'nameMatch':
        return fill(e.mentions, { form: described.form });
      case 'nameMatchPlain':
        return e.nameMatch;
      case 'timeWindow':
        return fill(e.minutes, { minutes: described.minutes });
      case 'timeWindowPlain':
        return e.soon;
      case 'selfConfirmed':
        return fill(e.confirmedAs, { reviewer: described.name });
      case 'selfConfirmedPlain':
        return e.confirmed;
      case 'requested':
        return fill(e.requestedFrom, { reviewer: described.name });
      case 'requestedPlain':
        return e.requested;
      case 'visit':
        return fill(e.visitOf, { reviewer: described.name });
      case 'visitPlain':
        return e.visit;
      case 'manual':
        return employeeName ? e.manual : e.unassigned;
      case 'candidates':
        return described.names.length > 0
          ? fill(e.between, { names: described.names.join(', ') })
          : '';
      default:
        return '';
    }
  }
}
