// Scores the engine on labelled reviews (docs/attribution.md "Evaluation"), with the definitions
// the outside suites use: a credit is right when the credited employee is acceptable, wrong
// otherwise; a case is missed when a name was clearly meant and the engine credited nobody.
// precision = right / (right + wrong); recall = right / cases where a name was clearly meant.
import { attributeWith, prepareEmployees } from './engine';
import type { BusinessContext, EmployeeInput, OtherName } from './types';
import { DEFAULT_ATTRIBUTION_WINDOW_MINUTES } from '@common/constants';

export interface LabelledReview {
  id: string;
  class: string;
  author: string | null;
  text: string;
  credit: string[];
  unmatchedOk?: boolean;
}

export interface Score {
  cases: number;
  right: number;
  wrong: number;
  missed: number;
  /** Cases where a name was clearly meant (credit given, not "either or neither"). */
  meant: number;
  precision: number;
  recall: number;
}

export interface Outcome {
  review: LabelledReview;
  credited: string | null;
  verdict: 'right' | 'wrong' | 'missed' | 'unmatched';
  evidence: Record<string, unknown>;
}

const PUBLISHED = new Date('2026-06-01T10:00:00Z');

export function runCases(
  reviews: readonly LabelledReview[],
  employees: EmployeeInput[],
  otherNames: OtherName[],
  business?: BusinessContext,
): Outcome[] {
  const prepared = prepareEmployees(employees, otherNames, business);
  return reviews.map((review) => {
    const decision = attributeWith(prepared, {
      review: {
        id: review.id,
        authorName: review.author,
        text: review.text,
        publishedAt: PUBLISHED,
      },
      employees,
      clickouts: [],
      confirmations: [],
      windowMinutes: DEFAULT_ATTRIBUTION_WINDOW_MINUTES,
      otherNames,
    });
    const credited = decision.employeeId;
    const meant = review.credit.length > 0 && !review.unmatchedOk;
    const verdict =
      credited === null
        ? meant
          ? 'missed'
          : 'unmatched'
        : review.credit.includes(credited)
          ? 'right'
          : 'wrong';
    return { review, credited, verdict, evidence: decision.evidence };
  });
}

function score(outcomes: readonly Outcome[]): Score {
  const count = (v: Outcome['verdict']) => outcomes.filter((o) => o.verdict === v).length;
  const right = count('right');
  const wrong = count('wrong');
  const meant = outcomes.filter((o) => o.review.credit.length > 0 && !o.review.unmatchedOk).length;
  const rightMeant = outcomes.filter(
    (o) => o.verdict === 'right' && o.review.credit.length > 0 && !o.review.unmatchedOk,
  ).length;
  return {
    cases: outcomes.length,
    right,
    wrong,
    missed: count('missed'),
    meant,
    precision: right + wrong === 0 ? 1 : right / (right + wrong),
    recall: meant === 0 ? 1 : rightMeant / meant,
  };
}

/** Scores per class, then overall (class "all"). */
export function scoreByClass(outcomes: readonly Outcome[]): Map<string, Score> {
  const classes = [...new Set(outcomes.map((o) => o.review.class))].sort();
  const out = new Map(classes.map((c) => [c, score(outcomes.filter((o) => o.review.class === c))]));
  out.set('all', score(outcomes));
  return out;
}
