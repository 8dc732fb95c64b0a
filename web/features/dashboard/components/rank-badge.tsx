import { useTranslation } from 'react-i18next';

// Medal colours look the same in both themes, so the digits on them are always black.
const PODIUM = ['bg-star text-black', 'bg-zinc-300 text-black', 'bg-[#c8834a] text-black'];

/** The place on the board; the first three get a medal colour. */
export function RankBadge({ rank, size = 'sm' }: { rank: number; size?: 'sm' | 'lg' }) {
  const { t } = useTranslation();
  const tone = PODIUM[rank - 1] ?? 'bg-muted text-muted-foreground';
  const box = size === 'lg' ? 'size-14 text-2xl sm:size-16 sm:text-3xl' : 'size-8 text-sm';
  return (
    <span
      className={`grid shrink-0 place-items-center rounded-full font-bold tabular-nums ${box} ${tone}`}
    >
      <span className="sr-only">{t('leaderboard.rank')} </span>
      {rank}
    </span>
  );
}
