// Small pieces of our own review screens, shared by the hero's preview and the demo tour.
import type { ReactNode } from 'react';
import { BadgeCheck, Star } from 'lucide-react';

export function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <span role="img" aria-label={label} className="flex gap-0.5 text-star">
      {Array.from({ length: rating }, (_, index) => (
        <Star key={index} aria-hidden="true" className="size-4 fill-current" />
      ))}
    </span>
  );
}

export function MatchBadge({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-success-soft px-2.5 py-0.5 text-xs font-semibold text-success">
      <BadgeCheck aria-hidden="true" className="size-3.5" />
      {children}
    </span>
  );
}

export function Initials({ name, className = 'size-9' }: { name: string; className?: string }) {
  const letters = name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2);
  return (
    <span
      aria-hidden="true"
      className={`grid shrink-0 place-items-center rounded-full bg-primary text-sm font-semibold text-primary-foreground ${className}`}
    >
      {letters}
    </span>
  );
}
