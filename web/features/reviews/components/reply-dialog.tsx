// "Reply" / "Edit reply": the business's public answer on Google, with a live byte counter (the
// limit is in UTF-8 bytes; the counter shows characters), Save, and Delete (asked twice: it removes the answer from Google).
// Errors stay in the dialog with the server's words; success closes it and confirms with a toast.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Review } from '@common/schemas/reviews';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { useErrorText } from '../../../lib/use-error-text';
import { useDeleteReply } from '../api/delete-reply';
import { useSaveReply } from '../api/save-reply';
import { canSaveReply, describeReplyError, replySize } from '../lib/reply-draft';
import { authorOf } from './review-card';

export function ReplyDialog({ review, onClose }: { review: Review | null; onClose: () => void }) {
  const { t } = useTranslation();
  const show = useErrorText();
  const toast = useToast();
  const id = useId();
  const save = useSaveReply();
  const remove = useDeleteReply();
  const [draft, setDraft] = useState<{ reviewId: string; text: string } | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const existing = review?.replyText?.trim() ? review.replyText : null;
  const text = draft && draft.reviewId === review?.id ? draft.text : (existing ?? '');
  const size = replySize(text);
  const busy = save.isPending || remove.isPending;
  const error = save.error ?? remove.error;

  function close() {
    setDraft(null);
    setConfirmingDelete(false);
    save.reset();
    remove.reset();
    onClose();
  }

  function submit() {
    if (!review || busy || !canSaveReply(text)) return;
    remove.reset();
    save.mutate(
      { reviewId: review.id, comment: text.trim() },
      {
        onSuccess: () => {
          close();
          toast({ tone: 'success', message: t('reviews.reply.saved') });
        },
      },
    );
  }

  function deleteReply() {
    if (!review || busy) return;
    save.reset();
    remove.mutate(review.id, {
      onSuccess: () => {
        close();
        toast({ tone: 'success', message: t('reviews.reply.deleted') });
      },
      onSettled: () => setConfirmingDelete(false),
    });
  }

  const author = review ? (authorOf(review) ?? t('reviews.card.anonymous')) : '';
  const counterId = `${id}-counter`;

  return (
    <Dialog
      open={review !== null}
      onClose={close}
      busy={busy}
      title={existing ? t('reviews.reply.editTitle') : t('reviews.reply.title')}
      description={
        <>
          <p>{t('reviews.reply.description')}</p>
          {review?.text && (
            <p className="mt-2 line-clamp-3 rounded-xl bg-muted px-3 py-2 break-words whitespace-pre-line text-foreground">
              {t('reviews.attribution.reviewBy', { author })}: {review.text}
            </p>
          )}
        </>
      }
    >
      <div className="space-y-2">
        <label htmlFor={`${id}-text`} className="block text-sm font-medium">
          {t('reviews.reply.label')}
        </label>
        <textarea
          id={`${id}-text`}
          value={text}
          onChange={(event) =>
            review && setDraft({ reviewId: review.id, text: event.target.value })
          }
          rows={6}
          aria-invalid={size.tooLong || undefined}
          aria-describedby={counterId}
          data-autofocus=""
          className={
            'block w-full rounded-xl border bg-background px-3.5 py-2.5 text-base shadow-xs ' +
            'focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 ' +
            'focus-visible:outline-ring aria-invalid:border-destructive'
          }
        />
        <p
          id={counterId}
          className={`text-right text-sm tabular-nums ${size.tooLong ? 'font-semibold text-destructive' : 'text-muted-foreground'}`}
        >
          {t('reviews.reply.characters', { count: size.characters })}
          {size.tooLong && (
            <span className="block">{t('reviews.reply.tooLongBy', { count: size.over })}</span>
          )}
        </p>
      </div>
      <Alert className="mt-3">{error ? show(describeReplyError(error)) : null}</Alert>
      {confirmingDelete && (
        <div className="mt-3 flex flex-wrap items-center gap-3 rounded-xl border border-destructive/30 bg-destructive-soft px-3.5 py-3 text-sm">
          <p className="min-w-0 flex-1">{t('reviews.reply.deleteConfirm')}</p>
          <Button variant="danger" size="sm" onClick={deleteReply} pending={remove.isPending}>
            {t('reviews.reply.delete')}
          </Button>
        </div>
      )}
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:items-center">
        {existing && !confirmingDelete && (
          <Button variant="ghost" onClick={() => setConfirmingDelete(true)} disabled={busy}>
            {t('reviews.reply.delete')}
          </Button>
        )}
        <div className="flex flex-col-reverse gap-2 sm:ml-auto sm:flex-row">
          <Button variant="secondary" onClick={close} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} pending={save.isPending} disabled={!canSaveReply(text) || busy}>
            {t('reviews.reply.save')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
