// An owner's own files through the import dialog (docs/import.md), in Serbian on a phone: an old
// Excel CSV (Windows-1250, semicolons, dates as the sheet writes them) is read and shown before
// anything is saved, with its letters intact; then a table of another layout asks for its columns.
import iconv from 'iconv-lite';
import { describe, it } from 'vitest';
import { PHONE, screenshot, useBrowser } from './browser';
import { signUpAndConfirm } from './sign-up';

const browser = useBrowser();
const PLACE_URL = 'https://www.google.com/maps/place/?q=place_id:ChIJ2eUgeAK6j4ARbn5u_wAGqWA';

const EXCEL_1250 = iconv.encode(
  [
    'review_id;author_name;rating;published_at;text',
    'x-1;Đorđe Šćekić;5;04.03.2026 19:17;Čarobno, hvala Željki!',
    'x-2;Ljiljana;4;05.03.2026 09:05;Brzo i ljubazno.',
  ].join('\r\n'),
  'windows-1250',
);
const OTHER_LAYOUT = ['Ocena,Datum,Gost,Utisak', '5,10.03.2026 12:00,Mina,Divno', ''].join('\n');

describe('importing the files owners have', () => {
  it('shows what an Excel file holds before saving, and asks for the columns of another table', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    page.setDefaultTimeout(15_000);
    await signUpAndConfirm(page, {
      email: `import-${Date.now()}@salon.rs`,
      password: 'lozinka123',
      googleBusinessUrl: PLACE_URL,
    });
    await page.goto('/business-dashboard/profile');
    await page.getByRole('button', { name: 'Srpski' }).click();
    await page.goto('/business-dashboard/reviews');

    await page.getByRole('button', { name: 'Uvezi recenzije' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Datoteke').setInputFiles({
      name: 'recenzije.csv',
      mimeType: 'text/csv',
      buffer: EXCEL_1250,
    });
    await dialog.getByRole('button', { name: 'Otpremi' }).click();
    await dialog.getByText('2 recenzije su spremne za uvoz').waitFor();
    await dialog.getByText('Đorđe Šćekić').waitFor();
    await dialog.getByText('Čarobno, hvala Željki!').waitFor();
    await screenshot(page, 'import-preview-sr-phone');
    await dialog.getByRole('button', { name: 'Uvezi 2 recenzije' }).click();
    await dialog.getByRole('button', { name: 'Gotovo' }).click();
    await page.getByText('Čarobno, hvala Željki!').waitFor();

    await page.getByRole('button', { name: 'Uvezi recenzije' }).first().click();
    await dialog.getByLabel('Datoteke').setInputFiles({
      name: 'moja-tabela.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(OTHER_LAYOUT),
    });
    await dialog.getByRole('button', { name: 'Otpremi' }).click();
    await dialog.getByText('Koja kolona sadrži šta?').waitFor();
    await dialog.getByLabel('Ocena (1 do 5)').selectOption('Ocena');
    await dialog.getByLabel('Datum').selectOption('Datum');
    await dialog.getByLabel('Ime autora').selectOption('Gost');
    await dialog.getByLabel('Tekst recenzije').selectOption('Utisak');
    await screenshot(page, 'import-columns-sr-phone');
    await dialog.getByRole('button', { name: 'Pročitaj sa ovim kolonama' }).click();
    await dialog.getByText('1 recenzija je spremna za uvoz').waitFor();
    await dialog.getByText('Kolone koje ste izabrali', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Uvezi 1 recenziju' }).click();
    await dialog.getByRole('button', { name: 'Gotovo' }).click();
    await page.getByText('Divno').waitFor();
    await page.getByRole('button', { name: 'Uključi tamnu temu' }).click();
    await screenshot(page, 'import-result-sr-dark-phone');
  });
});
