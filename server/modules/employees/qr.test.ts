import jsQR from 'jsqr';
import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { employees } from '../../db/schema';
import { useTestApp } from '../../../test/build-test-app';
import { employeeWithCredentials, signInEmployee, signUpManager } from '../../../test/auth-helpers';
import { pdfShownText } from '../../../test/pdf-text';
import { decodePdfQr } from '../../../test/pdf-qr';
import { qrPng } from '../../lib/qr';
import { embedSheetFonts, pdfText } from './qr-sheet';

const app = useTestApp();

const get = (cookie: string, url: string) => app.inject({ url, headers: { cookie } });

async function addEmployee(cookie: string, name: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/employees',
    headers: { cookie },
    payload: { name },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; name: string; slug: string; publicUrl: string };
}

/** Every stream of the PDF with its decoded size, embedded font files marked. */
function streamsOf(pdf: PDFDocument) {
  const fontFiles = new Set(
    pdf.context
      .enumerateIndirectObjects()
      .flatMap(([, object]) => (object instanceof PDFDict ? [object] : []))
      .map((dict) => dict.get(PDFName.of('FontFile2')))
      .filter((ref) => ref !== undefined)
      .map((ref) => ref.toString()),
  );
  return pdf.context.enumerateIndirectObjects().flatMap(([ref, object]) =>
    object instanceof PDFRawStream
      ? [
          {
            kind: fontFiles.has(ref.toString()) ? 'font' : 'other',
            bytes: decodePDFRawStream(object).decode().length,
          },
        ]
      : [],
  );
}

function decodeQr(png: Buffer): string | undefined {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
}

describe('GET /api/employees/{id}/qr.png and qr.svg', () => {
  it('draws a 1024 px PNG that scans to exactly the public URL, shown inline', async () => {
    const manager = await signUpManager(app);
    const employee = await addEmployee(manager.cookie, 'Tamara Tomić');
    const res = await get(manager.cookie, `/api/employees/${employee.id}/qr.png`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toMatch(/^private/);
    expect(res.headers['content-disposition']).toBe(`inline; filename="${employee.slug}-qr.png"`);
    expect(PNG.sync.read(res.rawPayload).width).toBe(1024);
    expect(decodeQr(res.rawPayload)).toBe(`http://localhost/e/${employee.slug}`);
    expect(decodeQr(res.rawPayload)).toBe(employee.publicUrl);
    // The bare code, byte for byte: no label (the /qr/{slug} page and the app show it).
    expect(res.rawPayload.equals(await qrPng(employee.publicUrl))).toBe(true);
  });

  it('serves an SVG, as an attachment named after the employee when ?download=1', async () => {
    const manager = await signUpManager(app);
    const employee = await addEmployee(manager.cookie, 'Stefan Stević');
    const res = await get(manager.cookie, `/api/employees/${employee.id}/qr.svg?download=1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="qr-stefan-stevic.svg"; filename*=UTF-8''qr-Stefan%20Stevi%C4%87.svg`,
    );
    expect(res.body).toContain('<svg');
    expect(res.body).toContain('>Stefan Stević</text>');
  });

  it('puts the name under the code of a downloaded PNG, which still scans', async () => {
    const manager = await signUpManager(app);
    const employee = await addEmployee(manager.cookie, 'Đorđe <Čolić>');
    const res = await get(manager.cookie, `/api/employees/${employee.id}/qr.png?download=1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="qr-djordje-colic\.png"; filename\*=UTF-8''qr-%C4%90or%C4%91e/,
    );
    const image = PNG.sync.read(res.rawPayload);
    expect(image.width).toBe(1024);
    // Taller than the bare code: the label sits below it, in dark ink.
    expect(image.height).toBeGreaterThan(1100);
    const labelRow = image.data.subarray(1024 * 4 * 1060, 1024 * 4 * 1100);
    expect(labelRow.some((value, i) => i % 4 !== 3 && value < 100)).toBe(true);
    expect(decodeQr(res.rawPayload)).toBe(employee.publicUrl);
  });

  it('lets an employee fetch their own QR code but not a colleague’s', async () => {
    const manager = await signUpManager(app);
    const colleague = await addEmployee(manager.cookie, 'Kolega Četvrti');
    const me = await employeeWithCredentials(app, manager.businessId);
    const { cookie } = await signInEmployee(app, me.username, me.password);
    const own = await get(cookie, `/api/employees/${me.employee.id}/qr.png`);
    expect(own.statusCode).toBe(200);
    expect(decodeQr(own.rawPayload)).toBe(`http://localhost/e/${me.employee.slug}`);
    const other = await get(cookie, `/api/employees/${colleague.id}/qr.svg`);
    expect(other.statusCode).toBe(404);
    expect(other.json().error.message).toBe('Employee not found');
  });

  it('answers 401 when signed out', async () => {
    const manager = await signUpManager(app);
    const employee = await addEmployee(manager.cookie, 'Nikola Nikolić');
    expect((await get('', `/api/employees/${employee.id}/qr.png`)).statusCode).toBe(401);
  });
});

describe('GET /api/employees/qr-sheet.pdf', () => {
  it('prints every active employee, 8 cards per A4 page', async () => {
    const manager = await signUpManager(app);
    for (let i = 1; i <= 9; i++) await addEmployee(manager.cookie, `Radnik Đurić ${i}`);
    const inactive = await addEmployee(manager.cookie, 'Neaktivni Radnik');
    await app.inject({
      method: 'PATCH',
      url: `/api/employees/${inactive.id}`,
      headers: { cookie: manager.cookie },
      payload: { isActive: false },
    });
    const res = await get(manager.cookie, '/api/employees/qr-sheet.pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="qr-cards.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getPageCount()).toBe(2);
    // Names are printed as written, diacritics included, in the embedded DejaVu Sans.
    const shown = pdfShownText(pdf);
    expect(shown).toContain('Radnik Đurić 9');
    // Every card asks, in the chosen language (English by default).
    expect(shown.filter((text) => text === 'Scan to leave a Google review')).toHaveLength(9);
    expect(shown.filter((text) => text === 'Frizerski salon Lepota')).toHaveLength(9);
    expect(shown.some((text) => text.includes('Neaktivni'))).toBe(false);
    // Subset: the two fonts add kilobytes, not the 1.4 MB of the whole font files.
    const fontFiles = streamsOf(pdf).filter((stream) => stream.kind === 'font');
    expect(fontFiles).toHaveLength(2);
    for (const font of fontFiles) expect(font.bytes).toBeLessThan(40_000);
    const { width, height } = pdf.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
  });

  it('prints A6 table tents in Serbian, the card twice per page, named after one employee', async () => {
    const manager = await signUpManager(app);
    const chosen = await addEmployee(manager.cookie, 'Milica Petrović');
    const res = await get(
      manager.cookie,
      `/api/employees/qr-sheet.pdf?ids=${chosen.id}&size=a6&lang=sr`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="qr-milica-petrovic-a6\.pdf"; filename\*=/,
    );
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getPageCount()).toBe(1);
    const { width, height } = pdf.getPage(0).getSize();
    expect([width, height]).toEqual([297.64, 419.53]);
    const shown = pdfShownText(pdf);
    expect(shown.filter((t) => t === 'Skenirajte i ostavite Google recenziju')).toHaveLength(2);
    expect(shown.filter((t) => t === 'Milica Petrović')).toHaveLength(2);
    // Both sides of the tent scan, the far one printed upside down.
    expect(decodePdfQr(pdf, 0, 0, height / 2)).toBe(chosen.publicUrl);
    expect(decodePdfQr(pdf, 0, height / 2)).toBe(chosen.publicUrl);
    expect((await get(manager.cookie, '/api/employees/qr-sheet.pdf?size=a5')).statusCode).toBe(400);
  });

  it("asks in the account's language when no lang is given; ?lang= wins, unknown ones are 400", async () => {
    const manager = await signUpManager(app);
    await addEmployee(manager.cookie, 'Jovana Jović');
    const profile = await app.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      headers: { cookie: manager.cookie },
      payload: { locale: 'sr' },
    });
    expect(profile.statusCode).toBe(200);
    const asks = async (query: string) => {
      const res = await get(manager.cookie, `/api/employees/qr-sheet.pdf${query}`);
      expect(res.statusCode).toBe(200);
      const shown = pdfShownText(await PDFDocument.load(res.rawPayload));
      return shown.filter((text) => text.includes('Google'));
    };
    expect(await asks('')).toEqual(['Skenirajte i ostavite Google recenziju']);
    expect(await asks('?lang=en')).toEqual(['Scan to leave a Google review']);
    expect((await get(manager.cookie, '/api/employees/qr-sheet.pdf?lang=de')).statusCode).toBe(400);
  });

  it('prints only the chosen ids, ignoring unknown ones', async () => {
    const manager = await signUpManager(app);
    const chosen = await addEmployee(manager.cookie, 'Izabrana Ivana');
    for (let i = 1; i <= 8; i++) await addEmployee(manager.cookie, `Ostali ${i}`);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const res = await get(
      manager.cookie,
      `/api/employees/qr-sheet.pdf?ids=${chosen.id},${unknown}`,
    );
    expect(res.statusCode).toBe(200);
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getPageCount()).toBe(1);
    // The card's code, drawn as vectors, scans to exactly the employee's page.
    expect(decodePdfQr(pdf, 0)).toBe(chosen.publicUrl);
  });

  it('answers 404 when there is nobody to print, 400 for a malformed id, 403 to employees', async () => {
    const manager = await signUpManager(app);
    const empty = await get(manager.cookie, '/api/employees/qr-sheet.pdf');
    expect(empty.statusCode).toBe(404);
    expect(empty.json().error).toEqual({
      key: expect.any(String),
      code: 'NOT_FOUND',
      message: 'There are no employees to print.',
    });
    const unknownOnly = await get(
      manager.cookie,
      '/api/employees/qr-sheet.pdf?ids=00000000-0000-4000-8000-000000000000',
    );
    expect(unknownOnly.statusCode).toBe(404);
    expect((await get(manager.cookie, '/api/employees/qr-sheet.pdf?ids=abc')).statusCode).toBe(400);
    const me = await employeeWithCredentials(app, manager.businessId);
    const { cookie } = await signInEmployee(app, me.username, me.password);
    expect((await get(cookie, '/api/employees/qr-sheet.pdf')).statusCode).toBe(403);
  });

  it('holds at most 200 cards, and a business prints at most 30 sheets a minute', async () => {
    const manager = await signUpManager(app);
    await app.database.db.insert(employees).values(
      Array.from({ length: 201 }, (_, i) => ({
        businessId: manager.businessId,
        name: `Radnik ${i}`,
        code: `cap${i}x${Date.now()}`,
        slug: `radnik-${i}-${Date.now()}`,
      })),
    );
    const tooMany = await get(manager.cookie, '/api/employees/qr-sheet.pdf');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toBe(
      'A sheet holds at most 200 cards. Print one location at a time, or choose the people.',
    );
    const statuses: number[] = [];
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (let i = 0; i < 30; i++)
      statuses.push(
        (await get(manager.cookie, `/api/employees/qr-sheet.pdf?ids=${unknown}`)).statusCode,
      );
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
    // Refused input does not count.
    expect((await get(manager.cookie, '/api/employees/qr-sheet.pdf?ids=abc')).statusCode).toBe(400);
    // Another business behind the same address keeps its own budget.
    const other = await signUpManager(app);
    expect((await get(other.cookie, '/api/employees/qr-sheet.pdf')).statusCode).toBe(404);
  });
});

describe('GET /api/employees/qr-sheet.pdf?location=', () => {
  it("prints one location's staff under the location's name, and refuses another business's location", async () => {
    const manager = await signUpManager(app);
    const added = await app.inject({
      method: 'POST',
      url: '/api/locations',
      headers: { cookie: manager.cookie },
      payload: { name: 'Novi Sad' },
    });
    const location = added.json() as { id: string };
    const there = await addEmployee(manager.cookie, 'Jovana Novosađanka');
    const notThere = await addEmployee(manager.cookie, 'Ivana Beograđanka');
    const [first] = (await get(manager.cookie, '/api/locations')).json().items as { id: string }[];
    await app.inject({
      method: 'PUT',
      url: `/api/employees/${notThere.id}/locations`,
      headers: { cookie: manager.cookie },
      payload: { locationIds: [first!.id] },
    });
    const res = await get(manager.cookie, `/api/employees/qr-sheet.pdf?location=${location.id}`);
    expect(res.statusCode).toBe(200);
    const shown = pdfShownText(await PDFDocument.load(res.rawPayload));
    expect(shown).toContain(there.name);
    expect(shown.some((text) => text.includes('Beograđanka'))).toBe(false);
    expect(shown).toContain('Frizerski salon Lepota · Novi Sad');
    const stranger = await signUpManager(app);
    const refused = await get(
      stranger.cookie,
      `/api/employees/qr-sheet.pdf?location=${location.id}`,
    );
    expect(refused.statusCode).toBe(404);
  });
});

describe('pdfText', () => {
  it('keeps Serbian Latin and Cyrillic as written and marks what the font cannot draw', async () => {
    const { regular, bold } = await embedSheetFonts(await PDFDocument.create());
    for (const font of [regular, bold]) {
      expect(pdfText(font, 'Đorđe Čolić, Šćekić Žaklina')).toBe('Đorđe Čolić, Šćekić Žaklina');
      expect(pdfText(font, 'Милица Ђурђевић Џаковић')).toBe('Милица Ђурђевић Џаковић');
      expect(pdfText(font, 'Zoë 漢')).toBe('Zoë ?');
      // A decomposed č (c + combining caron) is composed first, so it prints as one letter.
      expect(pdfText(font, 'C\u030colić')).toBe('Čolić');
    }
  });
});
