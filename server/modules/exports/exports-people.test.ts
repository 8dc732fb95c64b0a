// Exports for people (?lang= and .xlsx, docs/exports.md): the reader's words, their separator,
// times on the business's clock, typed workbook cells, and formulas never run.
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { activityEvents, businesses } from '../../db/schema';
import { buildTestApp } from '../../../test/build-test-app';
import { signUpManager } from '../../../test/auth-helpers';
import { createEmployee } from '../../../test/factories';
import { addReview, freezeAt, unfreeze } from '../../../test/analytics-helpers';

const NOW = '2026-10-26T09:30:00Z';
let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterEach(unfreeze);
afterAll(() => app.close());

async function setup() {
  const manager = await signUpManager(app);
  const [business] = await app.database.db
    .select()
    .from(businesses)
    .where(eq(businesses.id, manager.businessId));
  const milica = await createEmployee(app.database.db, business!, { name: 'Milica Petrović' });
  await addReview(app, manager.businessId, '2026-10-25T01:30:00Z', {
    authorName: '=HYPERLINK("http://evil.example")',
    text: 'Hvala Milici!',
    rating: 4,
    employeeId: milica.id,
    matchType: 'name_match',
    matchConfidence: 0.85,
    matchEvidence: { kind: 'name_match', token: 'Milici' },
  });
  await app.database.db.insert(activityEvents).values({
    businessId: manager.businessId,
    employeeId: milica.id,
    type: 'review',
    createdAt: new Date('2026-10-25T01:35:00Z'),
    payload: { rating: 4, authorName: 'Ana' },
  });
  freezeAt(NOW);
  const get = (path: string) =>
    app.inject({ url: `/api/exports/${path}`, headers: { cookie: manager.cookie } });
  return { get, business: business! };
}

describe('exports for people', () => {
  it('writes Serbian CSV with semicolons, words, sentences and the business clock', async () => {
    const { get } = await setup();
    const response = await get('reviews.csv?lang=sr');
    expect(response.statusCode).toBe(200);
    const [header, row] = parse(response.rawPayload, { bom: true, delimiter: ';' }) as string[][];
    expect(header).toEqual([
      'Objavljena',
      'Autor',
      'Anonimna',
      'Ocena',
      'Tekst',
      'Zaposleni',
      'Kako je pripisana',
      'Pouzdanost (%)',
      'Zašto',
      'Pripisao',
      'Pripisano',
      'Odgovor',
    ]);
    expect(row).toEqual([
      '25.10.2026. 02:30',
      `'=HYPERLINK("http://evil.example")`,
      'ne',
      '4',
      'Hvala Milici!',
      'Milica Petrović',
      'Po imenu',
      '85',
      'Tekst pominje „Milici”',
      '',
      '',
      '',
    ]);
  });

  it('writes the activity as sentences, in Cyrillic with names as written', async () => {
    const { get } = await setup();
    const response = await get('activity.csv?lang=sr-Cyrl');
    const [header, row] = parse(response.rawPayload, { bom: true, delimiter: ';' }) as string[][];
    expect(header).toEqual(['Време', 'Шта се десило', 'Запослени', 'Детаљи']);
    expect(row).toEqual([
      '25.10.2026. 02:35',
      'Рецензија',
      'Milica Petrović',
      'Рецензија 4★ (Ana), приписана: Milica Petrović',
    ]);
  });

  it('keeps English with commas and readable times', async () => {
    const { get } = await setup();
    const text = (await get('activity.csv?lang=en')).rawPayload.toString('utf8');
    expect(text).toContain(
      '2026-10-25 02:35,review,Milica Petrović,"4★ review by Ana, credited to Milica Petrović"',
    );
  });

  it('builds a workbook with typed cells, a frozen header and text that never runs', async () => {
    const { get, business } = await setup();
    const response = await get('reviews.xlsx?lang=sr');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="reviewtrace-${business.slug}-reviews-7d-2026-10-26.xlsx"`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Recenzije')!;
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(1).getCell(1).value).toBe('Objavljena');
    const row = sheet.getRow(2);
    // The business's wall clock (Belgrade, UTC+1 after the clocks went back), as a date cell.
    expect(row.getCell(1).value).toEqual(new Date('2026-10-25T02:30:00Z'));
    expect(row.getCell(1).numFmt).toBe('dd.mm.yyyy hh:mm');
    expect(row.getCell(4).value).toBe(4);
    expect(row.getCell(2).value).toBe('=HYPERLINK("http://evil.example")');
    expect(row.getCell(2).formula).toBeUndefined();
    expect(sheet.getColumn(5).width).toBeGreaterThanOrEqual(40);
  });

  it("words a workbook in the account's language when none is asked for", async () => {
    const { get } = await setup();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await get('employees.xlsx')).rawPayload as unknown as ArrayBuffer);
    expect(workbook.getWorksheet('Employees')!.getRow(1).getCell(1).value).toBe('Employee');
  });

  it('refuses a language it does not speak', async () => {
    const { get } = await setup();
    const response = await get('reviews.csv?lang=de');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
  });
});
