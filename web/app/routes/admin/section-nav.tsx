// The two parts of /admin: Users (with invitations) and Sign-in lockouts.
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@common/paths';

const SECTIONS = [
  { to: paths.admin, label: 'admin.sections.users', end: true },
  { to: paths.adminLockouts, label: 'admin.sections.lockouts', end: false },
] as const;

export function AdminSectionNav() {
  const { t } = useTranslation();
  return (
    <div className="mb-6">
      <p className="text-sm font-semibold text-primary">{t('admin.eyebrow')}</p>
      <nav aria-label={t('admin.sections.label')} className="mt-2">
        <ul className="flex gap-2">
          {SECTIONS.map((section) => (
            <li key={section.to}>
              <NavLink
                to={section.to}
                end={section.end}
                className="inline-flex h-9 items-center rounded-full border bg-card px-4 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground aria-[current=page]:border-primary aria-[current=page]:bg-primary-soft aria-[current=page]:text-foreground"
              >
                {t(section.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
