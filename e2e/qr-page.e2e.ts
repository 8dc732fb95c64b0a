// /qr/{slug} on the employee's phone and on a desktop: the code sits in the middle of the screen
// at every width (it sat 64 px right of centre on desktop: wider than its column).
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, screenshot, useBrowser } from './browser';

const browser = useBrowser();

describe('the QR page', () => {
  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`centres the code on a ${name}`, async () => {
      const page = await browser.newPage({ viewport });
      await page.goto(`/qr/${inject('fixtures').employee.slug}`);
      const box = await page.getByRole('img', { name: /^QR:/ }).boundingBox();
      expect(box).not.toBeNull();
      const centre = box!.x + box!.width / 2;
      expect(Math.abs(centre - viewport.width / 2)).toBeLessThan(2);
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
      await screenshot(page, `qr-page-${name}`);
    });
  }
});
