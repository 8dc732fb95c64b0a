// Finds the employees a review's text mentions (docs/attribution.md "Names in context"): looks
// every word up in the prepared index, then reads each candidate name in its context (context.ts)
// and keeps only the readings the language allows, with the cue that decided.
import type { EvidenceCue } from '@common/attribution-evidence';
import { spanContext, type SpanContext } from './context';
import { byCase, FORM_CUES, judge, type Hit } from './reading';
import { nameKeys } from './normalize';
import type { IndexEntry, Prepared } from './prepare';
import { readReview, type Word } from './text';

/** A former employee may still be praised by a late review, but a current one is preferred. */
const INACTIVE_PENALTY = 0.05;
/** Scores closer than this are a tie: no reading is clearly stronger. */
export const TIE_MARGIN = 0.05;
const EPSILON = 1e-9;

export interface Mention {
  employeeId: string;
  score: number;
  entry: IndexEntry;
  /** The words as written in the review. */
  token: string;
  /** The context the reading was judged in; its cues are built only for the winner. */
  context: SpanContext;
  /** The written word (first of the span). */
  word: string;
  /** Said after a negation of someone else in the same sentence. */
  affirmed: boolean;
}

/** What decided a reading (form, government, agreement, role), for the evidence. */
export function mentionCues(m: Mention): EvidenceCue[] {
  const { entry, context: ctx } = m;
  const cues: EvidenceCue[] = [];
  const formCue = FORM_CUES[entry.kind];
  if (formCue) cues.push({ code: formCue, word: formCue === 'alias' ? entry.form : m.word });
  const governs = ctx.governed !== 0 && (entry.cases & ctx.governed) !== 0;
  if (governs && entry.kind !== 'possessive')
    cues.push({ code: 'governed_case', word: ctx.governor ?? '' });
  if (ctx.gender && ctx.gender.value === entry.employee.gender && entry.kind !== 'possessive')
    cues.push({
      code: ctx.gender.value === 'f' ? 'feminine_agreement' : 'masculine_agreement',
      word: ctx.gender.word,
    });
  cues.push(...ctx.roles);
  if (m.affirmed) cues.push({ code: 'affirmed' });
  return cues;
}

export interface Ignored {
  /** The words as written. */
  word: string;
  cue: EvidenceCue;
  /** For not_staff: the listed person's name. */
  name?: string;
}

export interface MentionResult {
  /** The best mention of each employee, strongest first. */
  mentions: Mention[];
  /** Names in the text that are not a mention of staff, and why. */
  ignored: Ignored[];
  /** Employees one of whose readings a rule rejected (their lost reason). */
  lost: Map<string, EvidenceCue>;
}

function lookUp(prepared: Prepared, words: Word[]): Hit[] {
  const hits: Hit[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const next = words[i + 1];
    for (const entry of prepared.index.get(w.key) ?? []) hits.push({ start: i, entry });
    if (next === undefined || !prepared.phraseHeads.has(w.key)) continue;
    for (const entry of prepared.phraseIndex.get(`${w.key} ${next.key}`) ?? []) {
      if (entry.keys.every((k, j) => words[i + j]?.key === k)) hits.push({ start: i, entry });
    }
  }
  return hits;
}

/** Enough set-aside employees for the manager's list; a big staff's namesakes add nothing. */
const MAX_LOST = 10;
function lose(result: MentionResult, employeeId: string, cue: EvidenceCue): void {
  if (result.lost.size < MAX_LOST || result.lost.has(employeeId)) result.lost.set(employeeId, cue);
}

export function findMentions(
  prepared: Prepared,
  text: string,
  authorName: string | null,
): MentionResult {
  const review = readReview(text);
  const { words } = review;
  const result: MentionResult = { mentions: [], ignored: [], lost: new Map() };
  const hits = lookUp(prepared, words);
  if (hits.length === 0) return result;
  const authorKeys = nameKeys(authorName ?? '');
  const author = {
    words: new Set(authorKeys),
    first: authorKeys[0],
    last: authorKeys.length > 1 ? authorKeys.at(-1) : undefined,
  };
  // Readings by the word they start at, with the length of the longest: a common first name
  // starts 25 readings at one word.
  const spans = new Map<number, { hits: Hit[]; length: number }>();
  for (const h of hits) {
    const span = spans.get(h.start);
    if (span === undefined) spans.set(h.start, { hits: [h], length: h.entry.keys.length });
    else {
      span.hits.push(h);
      if (h.entry.keys.length > span.length) span.length = h.entry.keys.length;
    }
  }
  // The words some reading covers.
  const positions = new Set<number>();
  for (const [start, { length }] of spans)
    for (let j = 0; j < length; j++) positions.add(start + j);
  const best = new Map<string, Mention>();
  let coveredUntil = -1;
  let negatedSentence = -1;
  // Spans come in ascending order: lookUp walks the words from the start.
  for (const [start, { hits: spanHits, length }] of spans) {
    if (start <= coveredUntil) continue;
    const ctx = spanContext(review, start, length, positions);
    const texts: string[] = [];
    const wordsAt = (n: number) =>
      (texts[n] ??= words
        .slice(start, start + n)
        .map((w) => w.text)
        .join(' '));
    const written = wordsAt(length);
    if (ctx.block) {
      result.ignored.push({ word: written, cue: ctx.block });
      // The longest reading is what the words say ("Jelena Simić", not any Jelena).
      for (const h of spanHits)
        if (!h.entry.employee.notStaff && h.entry.keys.length === length)
          lose(result, h.entry.employeeId, ctx.block);
      if (ctx.block.code === 'negated' || ctx.block.code === 'absent')
        negatedSentence = words[start]!.sentence;
      coveredUntil = start + length - 1;
      continue;
    }
    const readings: Mention[] = [];
    for (const h of spanHits) {
      const verdict = judge(review, h, ctx, prepared, author);
      if ('reject' in verdict) {
        if (verdict.reject.code !== 'tie' && !h.entry.employee.notStaff)
          lose(result, h.entry.employeeId, verdict.reject);
        continue;
      }
      const token = wordsAt(verdict.entry.keys.length);
      const penalty = h.entry.employee.isActive ? 0 : INACTIVE_PENALTY;
      readings.push({
        employeeId: h.entry.employeeId,
        score: verdict.entry.confidence - penalty,
        entry: verdict.entry,
        token,
        context: ctx,
        word: words[start]!.text,
        affirmed: false,
      });
    }
    const kept = byCase(readings, ctx, review, start);
    if (kept.length === 0) continue;
    let top = 0;
    for (const r of kept) if (r.score > top) top = r.score;
    const notStaff = kept.find(
      (r) => r.entry.employee.notStaff && r.score >= top - TIE_MARGIN + EPSILON,
    );
    if (notStaff) {
      const cue: EvidenceCue = { code: 'not_staff', role: notStaff.entry.employee.notStaff! };
      result.ignored.push({ word: notStaff.token, cue, name: notStaff.entry.employee.name });
      for (const r of kept) if (!r.entry.employee.notStaff) lose(result, r.employeeId, cue);
      continue;
    }
    const staff = kept.filter((r) => !r.entry.employee.notStaff);
    // The same words read as two employees are equal evidence for both ("Nikolina" is Nikolina
    // or Nikola's): only context may separate them, and it did not.
    if (staff.some((r) => r.employeeId !== staff[0]!.employeeId)) {
      let base = 0;
      for (const r of staff) if (r.entry.confidence > base) base = r.entry.confidence;
      for (const r of staff) r.score = base - (r.entry.employee.isActive ? 0 : INACTIVE_PENALTY);
    }
    const strongest = staff.filter((r) => r.score >= top - EPSILON);
    if (strongest.length > 1 && strongest.every((r) => r.entry.kind === 'nickname'))
      for (const r of strongest)
        lose(result, r.employeeId, { code: 'shared_nickname', word: r.token });
    for (const r of staff) {
      r.affirmed = negatedSentence === words[start]!.sentence;
      const current = best.get(r.employeeId);
      const longer = current !== undefined && current.entry.keys.length < r.entry.keys.length;
      if (current === undefined || current.score < r.score || (current.score === r.score && longer))
        best.set(r.employeeId, r);
    }
    if (staff.some((r) => r.entry.keys.length > 1)) coveredUntil = start + length - 1;
  }
  result.mentions = [...best.values()].sort((a, b) => b.score - a.score);
  return result;
}
