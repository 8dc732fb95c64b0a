// Manual attribution (managers and admins): the engine's ranked candidates first, then every
// employee, plus "No employee". Save credits the review; later syncs keep the choice.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Review } from '@common/schemas/reviews';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { useAttributeReview } from '../api/attribute-review';
import { useEmployeeOptions, type EmployeeOption } from '../api/get-employee-options';
import { authorOf } from './review-card';
import { addressContext } from '../../../lib/address-context';
import { basisText } from '../lib/candidate-basis';

/** The "No employee" choice (a real employee id is a uuid, never empty). */
const NOBODY = '';

interface Choice {
  value: string;
  label: string;
  hint?: string;
}

function ChoiceList({
  legend,
  name,
  choices,
  selected,
  onSelect,
}: {
  legend: string;
  name: string;
  choices: Choice[];
  selected: string | undefined;
  onSelect: (value: string) => void;
}) {
  if (choices.length === 0) return null;
  return (
    <fieldset>
      <legend className="text-sm font-semibold">{legend}</legend>
      <div className="mt-1.5 divide-y rounded-xl border">
        {choices.map((choice) => (
          <label
            key={choice.value || 'nobody'}
            className="flex cursor-pointer items-start gap-3 px-3 py-2.5 text-sm has-[:checked]:bg-primary-soft"
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={selected === choice.value}
              onChange={() => onSelect(choice.value)}
              className="mt-0.5 size-4 shrink-0 accent-primary"
            />
            <span className="min-w-0 break-words">
              <span className="font-medium">{choice.label}</span>
              {choice.hint && (
                <span className="block text-xs text-muted-foreground">{choice.hint}</span>
              )}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function AttributionDialog({
  review,
  onClose,
}: {
  review: Review | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const attribute = useAttributeReview();
  const employees = useEmployeeOptions(review !== null);
  const [picked, setPicked] = useState<{ reviewId: string; value: string } | null>(null);

  // The current choice of this review: what was picked, else its present attribution.
  const current = review?.employeeId ?? (review?.matchType === 'manual' ? NOBODY : undefined);
  const selected = picked && picked.reviewId === review?.id ? picked.value : current;

  const byId = new Map<string, EmployeeOption>(
    (employees.data ?? []).map((employee) => [employee.id, employee]),
  );
  // Suggested: the candidates whose reason still stands (a rule set none of them aside), ranked.
  const candidates: Choice[] = [...(review?.candidates ?? [])]
    .filter((candidate) => candidate.score > 0)
    .sort((a, b) => b.score - a.score)
    .filter(
      (candidate, index, all) =>
        all.findIndex((c) => c.employeeId === candidate.employeeId) === index,
    )
    .map((candidate) => ({
      value: candidate.employeeId,
      label: candidate.employeeName ?? byId.get(candidate.employeeId)?.name ?? '—',
      // The engine's reason in the interface language: why it lost, else why they are here.
      hint:
        candidate.cue && candidate.cue.code !== 'tie'
          ? t('reviews.attribution.lost', {
              reason: t(`reviews.evidence.cues.${candidate.cue.code}`, {
                role: candidate.cue.role ?? '',
              }),
            })
          : candidate.basis
            ? basisText(t, candidate.basis)
            : t('reviews.attribution.likelihood', { percent: Math.round(candidate.score * 100) }),
    }));
  const suggested = new Set(candidates.map((choice) => choice.value));
  const everyone: Choice[] = (employees.data ?? [])
    .filter((employee) => !suggested.has(employee.id))
    .map((employee) => ({
      value: employee.id,
      label: employee.name,
      hint: employee.isActive
        ? undefined
        : t('reviews.attribution.inactive', addressContext(employee)),
    }));
  // The review's present employee, when the list does not hold it, stays choosable.
  if (
    review?.employeeId &&
    review.employeeName &&
    !suggested.has(review.employeeId) &&
    !byId.has(review.employeeId)
  ) {
    everyone.unshift({ value: review.employeeId, label: review.employeeName });
  }

  function close() {
    setPicked(null);
    onClose();
  }

  function save() {
    if (!review || selected === undefined || attribute.isPending) return;
    attribute.mutate(
      { reviewId: review.id, employeeId: selected === NOBODY ? null : selected },
      {
        // The dialog closes first: a toast cannot show above a modal dialog.
        onSuccess: () => {
          close();
          toast({
            tone: 'success',
            title: t('messages.reviewMatched'),
            message: t('messages.reviewAttributed'),
          });
        },
        onError: () => {
          close();
          toast({ tone: 'error', message: t('messages.reviewMatchFailed') });
        },
      },
    );
  }

  const author = review ? (authorOf(review) ?? t('reviews.card.anonymous')) : '';
  const select = (value: string) => review && setPicked({ reviewId: review.id, value });

  return (
    <Dialog
      open={review !== null}
      onClose={close}
      busy={attribute.isPending}
      title={t('reviews.attribution.title')}
      description={
        <>
          <p>{t('reviews.attribution.description')}</p>
          {review?.text && (
            <p className="mt-2 line-clamp-3 rounded-xl bg-muted px-3 py-2 break-words whitespace-pre-line text-foreground">
              {t('reviews.attribution.reviewBy', { author })}: {review.text}
            </p>
          )}
        </>
      }
    >
      <div className="space-y-4">
        <ChoiceList
          legend={t('reviews.attribution.suggested')}
          name="attribution-suggested"
          choices={candidates}
          selected={selected}
          onSelect={select}
        />
        {employees.isPending && (
          <p role="status" className="text-sm text-muted-foreground">
            {t('common.loading')}
          </p>
        )}
        {employees.isError && <Alert>{t('reviews.attribution.loadFailed')}</Alert>}
        <ChoiceList
          legend={t('reviews.attribution.allEmployees')}
          name="attribution-all"
          choices={everyone}
          selected={selected}
          onSelect={select}
        />
        <ChoiceList
          legend={t('reviews.attribution.other')}
          name="attribution-none"
          choices={[
            {
              value: NOBODY,
              label: t('reviews.attribution.none'),
              hint: t('reviews.attribution.noneHint'),
            },
          ]}
          selected={selected}
          onSelect={select}
        />
      </div>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={close} disabled={attribute.isPending}>
          {t('common.cancel')}
        </Button>
        <Button
          onClick={save}
          pending={attribute.isPending}
          disabled={selected === undefined}
          data-autofocus=""
        >
          {t('reviews.attribution.save')}
        </Button>
      </div>
    </Dialog>
  );
}
