import { Link } from 'react-router';
import { BrandMark } from '../../components/brand-mark';
import { NotFoundContent } from '../../components/not-found-content';
import { ThemeToggle } from '../../components/theme-toggle';

/** Any path the app does not know (docs/product-rules.md §2), in the visitor's stored language. */
export function NotFoundRoute() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between px-4 py-4 sm:px-6">
        <Link to="/" className="rounded-lg">
          <BrandMark />
        </Link>
        <ThemeToggle />
      </header>
      <main className="flex flex-1 flex-col pb-8">
        <NotFoundContent />
      </main>
    </div>
  );
}
