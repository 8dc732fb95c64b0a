// /auth holds both "Sign in" and "Create account" as tabs (ARIA tabs with arrow-key moves), so
// the submit buttons are the only buttons carrying those names.
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

export type AccountTab = 'sign-in' | 'sign-up';
const TABS: readonly AccountTab[] = ['sign-in', 'sign-up'];
const MOVES: Record<string, (index: number) => number> = {
  ArrowRight: (index) => index + 1,
  ArrowLeft: (index) => index - 1,
  Home: () => 0,
  End: () => TABS.length - 1,
};

export function AccountTabs({ initial = 'sign-in' }: { initial?: AccountTab }) {
  const { t } = useTranslation();
  const [active, setActive] = useState<AccountTab>(initial);
  const refs = useRef<Partial<Record<AccountTab, HTMLButtonElement | null>>>({});

  function onKeyDown(event: KeyboardEvent) {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = TABS[(move(TABS.indexOf(active)) + TABS.length) % TABS.length] ?? active;
    setActive(next);
    refs.current[next]?.focus();
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={t('auth.tabs.label')}
        onKeyDown={onKeyDown}
        className="grid grid-cols-2 gap-1 rounded-full bg-muted p-1"
      >
        {TABS.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              refs.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={`tab-${tab}`}
            aria-selected={active === tab}
            aria-controls={`panel-${tab}`}
            tabIndex={active === tab ? 0 : -1}
            onClick={() => setActive(tab)}
            className="h-10 rounded-full text-sm font-semibold text-muted-foreground transition-colors aria-selected:bg-card aria-selected:text-foreground aria-selected:shadow-sm"
          >
            {t(tab === 'sign-in' ? 'auth.tabs.signIn' : 'auth.tabs.signUp')}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`panel-${active}`}
        aria-labelledby={`tab-${active}`}
        className="mt-6"
      >
        {active === 'sign-in' ? <SignInForm /> : <SignUpForm onDone={() => setActive('sign-in')} />}
      </div>
    </div>
  );
}
