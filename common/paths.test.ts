import { describe, expect, it } from 'vitest';
import { isSpaRoute, safeReturnPath } from './paths';
import { dashboardTarget } from './policy';

describe('isSpaRoute', () => {
  it('knows the landing pages, with or without a trailing slash', () => {
    expect(isSpaRoute('/')).toBe(true);
    expect(isSpaRoute('/en')).toBe(true);
    expect(isSpaRoute('/sr/')).toBe(true);
  });

  it('knows the sign-in pages in each language, and no other page under a language', () => {
    expect(isSpaRoute('/sr/auth')).toBe(true);
    expect(isSpaRoute('/sr-Cyrl/auth/invite')).toBe(true);
    expect(isSpaRoute('/en/auth/forgot-password')).toBe(true);
    expect(isSpaRoute('/sr/dashboard')).toBe(false);
    expect(isSpaRoute('/de/auth')).toBe(false);
  });

  it('does not know other paths', () => {
    expect(isSpaRoute('/de')).toBe(false);
    expect(isSpaRoute('/en/extra')).toBe(false);
    expect(isSpaRoute('/nope')).toBe(false);
    expect(isSpaRoute('/dashboards')).toBe(false);
  });

  it('knows everything below a wildcard route', () => {
    expect(isSpaRoute('/dashboard/reviews')).toBe(true);
    expect(isSpaRoute('/business-dashboard/employees')).toBe(true);
    expect(isSpaRoute('/employee/reviews/')).toBe(true);
  });
});

describe('dashboardTarget (docs/product-rules.md §2)', () => {
  it('sends employees to /employee and everyone else to /business-dashboard, keeping the sub-path', () => {
    expect(dashboardTarget('employee', '/reviews')).toBe('/employee/reviews');
    expect(dashboardTarget('manager', '/employees')).toBe('/business-dashboard/employees');
    expect(dashboardTarget('admin', '')).toBe('/business-dashboard');
    expect(dashboardTarget(null, '/x')).toBe('/business-dashboard/x');
  });
});

describe('safeReturnPath', () => {
  it('accepts same-site paths and refuses anything that could leave the site', () => {
    expect(safeReturnPath('/dashboard/employees?x=1')).toBe('/dashboard/employees?x=1');
    for (const bad of [
      '//evil.example',
      'https://evil.example',
      '/\\evil.example',
      'dashboard',
      42,
      null,
    ]) {
      expect(safeReturnPath(bad), String(bad)).toBeNull();
    }
  });

  it('percent-encodes what a Location header cannot carry, and nothing else', () => {
    expect(safeReturnPath('/business-dashboard/reviews?q=šišanje')).toBe(
      '/business-dashboard/reviews?q=%C5%A1i%C5%A1anje',
    );
    expect(safeReturnPath('/business-dashboard/reviews?q=Милица 😀')).toBe(
      '/business-dashboard/reviews?q=%D0%9C%D0%B8%D0%BB%D0%B8%D1%86%D0%B0 %F0%9F%98%80',
    );
    expect(safeReturnPath('/a?b=%C5%A1')).toBe('/a?b=%C5%A1');
  });
});
