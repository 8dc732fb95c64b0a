// The "Watch demo" walkthrough: six steps from an employee's QR card to the CSV export, each a
// mock-up of our own screens. Keyboard: Tab reaches the step list and Back/Next; the arrow keys
// move between steps while focus is inside the tour. The step heading is announced on change.
import { useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { ArrowLeft, ArrowRight, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AttributionMock, ExportMock, LeaderboardMock } from './demo-results';
import { GoogleReviewMock, PhonePageMock, QrCardMock } from './demo-screens';

type StepKey = 'qrCard' | 'publicPage' | 'googleReview' | 'attribution' | 'leaderboard' | 'export';

const STEPS: ReadonlyArray<{ key: StepKey; Screen: ComponentType }> = [
  { key: 'qrCard', Screen: QrCardMock },
  { key: 'publicPage', Screen: PhonePageMock },
  { key: 'googleReview', Screen: GoogleReviewMock },
  { key: 'attribution', Screen: AttributionMock },
  { key: 'leaderboard', Screen: LeaderboardMock },
  { key: 'export', Screen: ExportMock },
];

const buttonClass =
  'inline-flex h-11 items-center justify-center gap-2 rounded-full px-5 font-semibold transition disabled:pointer-events-none disabled:opacity-40';

export function DemoTour() {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const last = STEPS.length - 1;
  const step = STEPS[index] ?? STEPS[0]!;
  const { Screen } = step;

  const go = (next: number) => setIndex(Math.min(last, Math.max(0, next)));
  // Back is disabled on the first step and Next replaced on the last: the button under focus
  // disappears, so focus moves to the new step's heading instead of falling to the page.
  const goFromButton = (next: number) => {
    go(next);
    if (next <= 0 || next >= last) headingRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
    else return;
    event.preventDefault();
  };

  return (
    <div onKeyDown={onKeyDown}>
      <ol aria-label={t('landing.demo.stepsLabel')} className="flex flex-wrap justify-center gap-2">
        {STEPS.map(({ key }, position) => (
          <li key={key}>
            <button
              type="button"
              onClick={() => go(position)}
              aria-current={position === index ? 'step' : undefined}
              aria-label={`${t('landing.demo.stepOf', { current: position + 1, total: STEPS.length })}: ${t(`landing.demo.steps.${key}.title`)}`}
              className={`grid size-10 place-items-center rounded-full border text-sm font-semibold transition-colors ${
                position === index
                  ? 'border-primary bg-primary text-primary-foreground'
                  : position < index
                    ? 'border-primary/40 bg-primary-soft text-primary'
                    : 'bg-card text-muted-foreground hover:bg-muted'
              }`}
            >
              {position + 1}
            </button>
          </li>
        ))}
      </ol>

      <div className="mt-8 grid items-center gap-8 rounded-3xl border bg-muted/40 p-5 sm:p-8 lg:grid-cols-2 lg:gap-12">
        <div aria-live="polite">
          <p className="text-sm font-semibold text-primary">
            {t('landing.demo.stepOf', { current: index + 1, total: STEPS.length })}
          </p>
          <h2
            ref={headingRef}
            tabIndex={-1}
            className="mt-2 outline-none text-2xl font-bold tracking-tight text-balance sm:text-3xl"
          >
            {t(`landing.demo.steps.${step.key}.title`)}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-pretty text-muted-foreground">
            {t(`landing.demo.steps.${step.key}.body`)}
          </p>
        </div>
        <figure aria-label={t('landing.demo.illustration')}>
          <Screen />
        </figure>
      </div>

      <div className="mt-6 flex items-center justify-between gap-3">
        <button
          type="button"
          onClick={() => goFromButton(index - 1)}
          disabled={index === 0}
          className={`${buttonClass} border bg-card hover:bg-muted`}
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('landing.demo.back')}
        </button>
        {index < last ? (
          <button
            type="button"
            onClick={() => goFromButton(index + 1)}
            className={`${buttonClass} bg-primary text-primary-foreground hover:opacity-90`}
          >
            {t('landing.demo.next')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </button>
        ) : (
          <button
            type="button"
            onClick={() => goFromButton(0)}
            className={`${buttonClass} border bg-card hover:bg-muted`}
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            {t('landing.demo.restart')}
          </button>
        )}
      </div>
    </div>
  );
}
