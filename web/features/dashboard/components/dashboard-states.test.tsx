// The dashboard's states other than figures: loading, the first run, and a failure.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import core from '../../../locales/en.json';
import en from '../../../locales/dashboard/en.json';
import sr from '../../../locales/dashboard/sr.json';
import { draw } from '../../../testing/render';
import { DashboardError, DashboardSkeleton, NoActivityYet } from './dashboard-states';

const parts = ['dashboard'] as const;

describe('the dashboard while loading', () => {
  it('tells a screen reader that it is loading, and shows no figures', async () => {
    const { container } = await draw(<DashboardSkeleton />, { parts: [...parts] });
    expect(screen.getByRole('status').textContent).toBe(core.common.loadingDashboard);
    expect(container.textContent).toBe(core.common.loadingDashboard);
  });
});

describe('the dashboard before the first scan', () => {
  it('gives the three first steps and links to the team, in each language', async () => {
    for (const [language, texts] of [
      ['en', en],
      ['sr', sr],
    ] as const) {
      const view = await draw(<NoActivityYet employeesPath="/business-dashboard/employees" />, {
        language,
        parts: [...parts],
      });
      expect(screen.getByRole('heading', { name: texts.overview.empty.title })).toBeTruthy();
      const steps = screen.getAllByRole('listitem').map((li) => li.textContent);
      expect(steps).toEqual(
        (['employees', 'qr', 'scan'] as const).map(
          (key) => texts.overview.empty[key].title + texts.overview.empty[key].body,
        ),
      );
      for (const link of screen.getAllByRole('link')) {
        expect(link.getAttribute('href')).toBe('/business-dashboard/employees');
      }
      view.unmount();
    }
  });
});

describe('the dashboard when its figures fail', () => {
  it('says the figures could not be loaded and retries on request', async () => {
    const retry = vi.fn();
    await draw(<DashboardError error={new Error('boom')} onRetry={retry} />, { parts: [...parts] });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(en.overview.error.title);
    expect(alert.textContent).toContain(en.overview.error.body);
    await userEvent.setup().click(screen.getByRole('button', { name: en.overview.error.retry }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('says the connection is down when no answer came', async () => {
    const offline = new ApiError(0, 'NETWORK', 'no answer');
    await draw(<DashboardError error={offline} onRetry={() => undefined} />, { parts: [...parts] });
    expect(screen.getByRole('alert').textContent).toContain(core.errors.network);
  });
});
