// Mock-ups of the second half of the tour: the attribution with its evidence, the leaderboard
// and the CSV exports. The figures are illustrative, not live data.
import { Download, FileSpreadsheet, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Initials, MatchBadge, Stars } from '../review-bits';

const card = 'rounded-2xl border bg-card p-5 text-card-foreground shadow-xl shadow-primary/10';

const TEAM = [
  { name: 'Milica Petrović', reviews: 14, clickouts: 23 },
  { name: 'Jovan Ilić', reviews: 9, clickouts: 17 },
  { name: 'Ana Marković', reviews: 7, clickouts: 12 },
] as const;

export function AttributionMock() {
  const { t } = useTranslation();
  const employee = t('landing.demo.mock.employee');
  return (
    <div className={`${card} mx-auto w-full max-w-sm`}>
      <div className="flex items-center justify-between gap-3">
        <span className="text-sm font-medium">{t('landing.demo.mock.author')}</span>
        <Stars rating={5} label={t('landing.preview.rating', { rating: 5 })} />
      </div>
      <blockquote lang="sr" className="mt-3 leading-relaxed text-pretty">
        {t('landing.demo.mock.reviewText')}
      </blockquote>
      <div className="mt-4 border-t pt-4">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <Initials name={employee} />
          <span className="font-medium">{employee}</span>
          <MatchBadge>{t('landing.demo.mock.matchType')}</MatchBadge>
        </div>
        <p className="mt-2 text-sm text-muted-foreground">
          {t('landing.demo.mock.evidence', { form: 'Milici', employee })}
        </p>
        <p className="mt-1 text-xs text-muted-foreground">
          {t('landing.demo.mock.confidence', { percent: 80 })}
        </p>
      </div>
    </div>
  );
}

export function LeaderboardMock() {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <div className={`${card} mx-auto w-full max-w-sm`}>
      <p className="flex items-center gap-2 text-sm font-semibold">
        <Trophy aria-hidden="true" className="size-4 text-star" />
        {t('landing.demo.mock.leaderboardTitle')}
      </p>
      <table className="mt-3 w-full text-sm">
        <thead className="text-left text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="py-1 font-medium">
              <span className="sr-only">{t('landing.demo.mock.employee')}</span>
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {t('landing.demo.mock.reviews')}
            </th>
            <th scope="col" className="py-1 pl-2 text-right font-medium">
              {t('landing.demo.mock.clickouts')}
            </th>
          </tr>
        </thead>
        <tbody>
          {TEAM.map((member) => (
            <tr key={member.name} className="border-t">
              <th scope="row" className="py-2 text-left font-medium">
                <span className="flex items-center gap-2">
                  <Initials name={member.name} className="size-7 text-xs" />
                  {member.name}
                </span>
              </th>
              <td className="text-right tabular-nums">{number.format(member.reviews)}</td>
              <td className="text-right tabular-nums">{number.format(member.clickouts)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 text-xs text-muted-foreground">{t('landing.demo.mock.recognition')}</p>
    </div>
  );
}

const EXPORTS = [
  { key: 'exportReviews', file: 'reviews.csv' },
  { key: 'exportEmployees', file: 'employees.csv' },
  { key: 'exportActivity', file: 'activity.csv' },
] as const;

export function ExportMock() {
  const { t } = useTranslation();
  return (
    <div className={`${card} mx-auto w-full max-w-sm`}>
      <p className="text-sm font-semibold">{t('landing.demo.mock.exportTitle')}</p>
      <ul className="mt-3 space-y-2">
        {EXPORTS.map(({ key, file }) => (
          <li key={key} className="flex items-center gap-3 rounded-xl border p-3">
            <FileSpreadsheet aria-hidden="true" className="size-5 shrink-0 text-success" />
            <span className="min-w-0 flex-1">
              <span className="block text-sm font-medium">{t(`landing.demo.mock.${key}`)}</span>
              <span className="block text-xs text-muted-foreground">{file}</span>
            </span>
            <span className="inline-flex items-center gap-1 text-xs font-semibold text-primary">
              <Download aria-hidden="true" className="size-3.5" />
              {t('landing.demo.mock.download')}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
