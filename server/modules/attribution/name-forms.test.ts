import { describe, expect, it } from 'vitest';
import { declineFirstName, employeeForms } from './name-forms';

// Every declension pattern: genitive, dative/locative, accusative, vocative, instrumental,
// and the possessive stem.
describe('declineFirstName covers every declension pattern', () => {
  it.each([
    ['Marko', ['marka', 'marku', 'marke', 'markom'], 'markov'],
    ['Jovan', ['jovana', 'jovanu', 'jovane', 'jovanom'], 'jovanov'],
    ['Aleksandar', ['aleksandra', 'aleksandru', 'aleksandre', 'aleksandrom'], 'aleksandrov'],
    ['Petar', ['petra', 'petru', 'petre', 'petrom'], 'petrov'],
    ['Miloš', ['miloša', 'milošu', 'miloše', 'milošem'], 'milošev'],
    ['Đorđe', ['đorđa', 'đorđu', 'đorđem'], 'đorđev'],
    ['Vuk', ['vuka', 'vuku', 'vuče', 'vukom'], 'vukov'],
    ['Nikola', ['nikole', 'nikoli', 'nikolu', 'nikolom'], 'nikolin'],
    ['Ana', ['ane', 'ani', 'anu', 'ano', 'anom'], 'anin'],
    ['Milica', ['milice', 'milici', 'milicu', 'milicom'], 'miličin'],
    ['Jovana', ['jovane', 'jovani', 'jovanu', 'jovanom'], 'jovanin'],
    ['Marija', ['marije', 'mariji', 'mariju', 'marijom'], 'marijin'],
    ['Stefan', ['stefana', 'stefanu', 'stefanom'], 'stefanov'],
  ])('declines %s', (name, cases, stem) => {
    const forms = declineFirstName(name);
    expect(forms.cases).toEqual(expect.arrayContaining(cases));
    expect(forms.possessives).toEqual(expect.arrayContaining([stem, stem + 'a', stem + 'og']));
  });

  it.each([
    ['keeps the a of Lazar (no fleeting a)', 'Lazar', 'lazara'],
    ['inserts j in i-final names', 'Džoni', 'džonija'],
    ['declines hypocoristics in -e with -et-', 'Sale', 'saleta'],
    ['accepts -em and -om for a stem typed without diacritics', 'Milos', 'milosem'],
  ])('%s', (_, name, form) => {
    expect(declineFirstName(name).cases).toContain(form);
  });

  it('leaves consonant-final feminine names indeclinable', () => {
    expect(declineFirstName('Ines')).toEqual({ cases: [], possessives: [] });
  });
});

describe('employeeForms', () => {
  const formsOf = (name: string, aliases: string[] = []) =>
    new Map(employeeForms(name, aliases).map((f) => [f.keys.join(' '), f]));

  it.each([
    ['the folded first name', 'Milica Petrović', 'milica', 'name', 0.8],
    ['a case form', 'Milica Petrović', 'milici', 'case_form', 0.8],
    ['a possessive', 'Milica Petrović', 'milicina', 'possessive', 0.75],
    ['a declined full name', 'Milica Petrović', 'milici petrovic', 'full_name', 0.9],
    ["a declined man's full name", 'Marko Petrović', 'marku petrovicu', 'full_name', 0.9],
    ['a surname-first full name', 'Milica Petrović', 'petrovic milica', 'full_name', 0.9],
    ["a declined man's surname", 'Marko Petrović', 'petrovicem', 'surname', 0.5],
    ['a Serbian nickname', 'Aleksandar', 'sasa', 'nickname', 0.7],
    ['a declined Serbian nickname', 'Aleksandar', 'sasi', 'nickname', 0.7],
    ['an English nickname', 'Michael', 'mike', 'nickname', 0.7],
    ['the full name behind a nickname', 'Mike', 'micael', 'nickname', 0.7],
    ['a Cyrillic name in Latin', 'Ђорђе', 'dorda', 'case_form', 0.8],
  ])('includes %s', (_, name, key, kind, confidence) => {
    expect(formsOf(name).get(key)).toMatchObject({ kind, confidence });
  });

  it('folds and declines a one-word alias and keeps a multi-word alias as a phrase', () => {
    const forms = formsOf('Milica', ['Mica', 'Teta Mica']);
    expect(forms.get('mici')).toMatchObject({ kind: 'alias' });
    expect(forms.get('teta mica')).toMatchObject({ kind: 'alias', keys: ['teta', 'mica'] });
  });

  it('marks all forms of a common-word name as needing a capital', () => {
    const forms = formsOf('Vera');
    expect(forms.get('vera')?.needsCapital).toBe(true);
    expect(forms.get('veri')?.needsCapital).toBe(true);
    expect(formsOf('Milica').get('milici')?.needsCapital).toBe(false);
  });
});
