import { Star } from 'lucide-react';
import { PRODUCT_NAME } from '@common/constants';

/** The product's logo and name; the name is a brand and stays the same in every language. */
export function BrandMark({ className = '' }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 font-semibold tracking-tight ${className}`}>
      <span className="grid size-8 place-items-center rounded-lg bg-primary text-primary-foreground shadow-sm">
        <Star aria-hidden="true" className="size-4 fill-current" />
      </span>
      <span>{PRODUCT_NAME}</span>
    </span>
  );
}
