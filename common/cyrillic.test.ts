import { describe, expect, it } from 'vitest';
import { cyrillicCopy, toCyrillic } from './cyrillic';

describe('toCyrillic', () => {
  it.each([
    ['Recenzije', 'Рецензије'],
    ['Ljubav i njegov džep', 'Љубав и његов џеп'],
    ['LJUBAV', 'ЉУБАВ'],
    ['Džemper', 'Џемпер'],
    ['Šišanje, čekanje, ćevapi, đak, žaba', 'Шишање, чекање, ћевапи, ђак, жаба'],
    ['Zaposleni je pripisan po imenu.', 'Запослени је приписан по имену.'],
  ])('writes %s as %s', (latin, cyrillic) => {
    expect(toCyrillic(latin)).toBe(cyrillic);
  });

  // The digraphs are two letters where a prefix ends before the second one.
  it.each([
    ['nadživeti', 'надживети'],
    ['Nadživeo', 'Надживео'],
    ['konjunkcija', 'конјункција'],
    ['injekcija', 'инјекција'],
    ['podžupan', 'поджупан'],
    ['odživeti', 'одживети'],
    ['vanjezički', 'ванјезички'],
    ['konj', 'коњ'],
    ['odžak', 'оџак'],
  ])('keeps the letters of %s apart only across a prefix', (latin, cyrillic) => {
    expect(toCyrillic(latin)).toBe(cyrillic);
  });

  it('keeps placeholders, tags, addresses, brands and abbreviations as written', () => {
    expect(toCyrillic('Zdravo, {{name}}! <1>Otvori</1> https://reviewtrace.rs/e/ana')).toBe(
      'Здраво, {{name}}! <1>Отвори</1> https://reviewtrace.rs/e/ana',
    );
    expect(toCyrillic('Povežite Google Business Profile i uvezite CSV ili JSON.')).toBe(
      'Повежите Google Business Profile и увезите CSV или JSON.',
    );
    expect(toCyrillic('Prijavite se u ReviewTrace-u preko Google-a')).toBe(
      'Пријавите се у ReviewTrace-у преко Google-а',
    );
    expect(toCyrillic('Pišite na podrska@reviewtrace.rs ili takeout.google.com')).toBe(
      'Пишите на podrska@reviewtrace.rs или takeout.google.com',
    );
    expect(toCyrillic('QR kod, A4 list, Wi-Fi, CSV-a')).toBe('QR код, A4 лист, Wi-Fi, CSV-а');
  });

  it('keeps single-brace placeholders of server templates', () => {
    expect(toCyrillic('Recenzija je pripisana: {name}')).toBe('Рецензија је приписана: {name}');
  });

  it('leaves punctuation, digits and Serbian quotes alone', () => {
    expect(toCyrillic('„Milica” – 15 minuta (30%)…')).toBe('„Милица” – 15 минута (30%)…');
  });

  it('copies a catalogue with the same keys', () => {
    const catalogue = { a: { b: 'Firma', count_few: '{{count}} posete' }, list: ['da', 'ne'] };
    expect(cyrillicCopy(catalogue)).toEqual({
      a: { b: 'Фирма', count_few: '{{count}} посете' },
      list: ['да', 'не'],
    });
  });
});
