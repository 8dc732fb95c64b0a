import { describe, expect, it } from 'vitest';
import { attribute } from './engine';
import { emp, input, milica, staff } from './engine.fixtures';
import type { EmployeeInput } from './types';

describe('name match', () => {
  it.each([
    // [behaviour, text, expected employee, expected form kind]
    ['matches a nominative first name', 'Milica je sjajna!', 'milica', 'name'],
    ['matches a dative case form', 'Veliko hvala Milici na strpljenju.', 'milica', 'case_form'],
    ['matches an accusative case form', 'Preporučujem Milicu svima.', 'milica', 'case_form'],
    ['matches a vocative case form', 'Milice, hvala ti!', 'milica', 'case_form'],
    ['matches an instrumental case form', 'Zadovoljna sam Milicom.', 'milica', 'case_form'],
    ['matches a possessive (Miličina)', 'Miličina frizura je savršena.', 'milica', 'possessive'],
    [
      'matches a possessive typed without diacritics',
      'Milicina frizura top',
      'milica',
      'possessive',
    ],
    ['matches a masculine genitive', 'Bila sam kod Marka.', 'marko', 'case_form'],
    ['matches a masculine dative', 'Hvala Marku!', 'marko', 'case_form'],
    ['matches a masculine instrumental', 'Sa Markom je sve lako.', 'marko', 'case_form'],
    ['matches the colloquial vocative Marke', 'Marke, svaka čast', 'marko', 'case_form'],
    ['matches a masculine possessive (Markovog)', 'Preko Markovog saveta', 'marko', 'possessive'],
    ['matches Stefanom', 'Zadovoljan sam Stefanom.', 'stefan', 'case_form'],
    ['matches Stefanu', 'Hvala Stefanu', 'stefan', 'case_form'],
    ['matches Jovanom', 'Sa Jovanom je bilo lako', 'jovan', 'case_form'],
    [
      'matches the fleeting-a genitive Aleksandra',
      'kod Aleksandra uvek',
      'aleksandar',
      'case_form',
    ],
    ['matches Milošem', 'Sve pohvale za rad sa Milošem', 'milos', 'case_form'],
    ['matches Milosem typed without diacritics', 'sa Milosem super', 'milos', 'case_form'],
    ['matches the palatalized vocative Vuče', 'Vuče, hvala', 'vuk', 'case_form'],
    ['matches Ano as a vocative of Ana', 'Ano, vidimo se', 'ana', 'case_form'],
    ['matches Đorđe spelled Djordje', 'Djordje je majstor', 'djordje', 'name'],
    ['matches Đorđe spelled Dordje', 'Dordje je majstor', 'djordje', 'name'],
    ['matches Đorđe in Cyrillic', 'Ђорђе је мајстор', 'djordje', 'name'],
    ['matches a Cyrillic case form', 'Хвала Милици!', 'milica', 'case_form'],
    ['matches Đorđem', 'Zadovoljan sam Đorđem', 'djordje', 'case_form'],
    ['matches the nickname Saša', 'Saša je najbolji', 'aleksandar', 'nickname'],
    ['matches the declined nickname Sašom', 'Sa Sašom uvek super', 'aleksandar', 'nickname'],
    ['matches the nickname Aca', 'Aca je car', 'aleksandar', 'nickname'],
    ['matches the capitalized nickname Sale', 'Sale je car', 'aleksandar', 'nickname'],
    ['matches Džoni for Nikola', 'Džoni je najbolji', 'nikola', 'nickname'],
    ['matches Dzoni typed without diacritics', 'dzoni je najbolji', 'nikola', 'nickname'],
    ['matches Nidža for Nikola', 'Nidža majstor', 'nikola', 'nickname'],
    ['matches Neša for Nenad', 'Neša je sve sredio', 'nenad', 'nickname'],
    ['matches Kaća for Katarina', 'Kaća je super', 'katarina', 'nickname'],
    ['matches Đoka for Đorđe', 'Djoka je car', 'djordje', 'nickname'],
    ['matches an English nickname', 'Mike was great!', 'michael', 'nickname'],
    ['matches an English nickname in lower case', 'thanks mike', 'michael', 'nickname'],
    ['matches an English first name', 'Michael did a great job', 'michael', 'name'],
    ['matches a one-word alias and its case forms', 'Hvala Anči', 'ana', 'alias'],
    ['matches a multi-word alias', 'Kaca frizerka je najbolja', 'katarina', 'alias'],
    ['matches a full name', 'Milica Petrović je sjajna', 'milica', 'full_name'],
    ['matches a declined full name', 'Hvala Milici Petrović', 'milica', 'full_name'],
    ['matches a surname alone, with low confidence', 'Petrović je sjajna', 'milica', 'surname'],
    ['matches a declined -ić surname', 'Hvala Jovanoviću', 'marko', 'surname'],
    ['matches a capitalized common-word name', 'Vera je bila divna', 'vera', 'name'],
    ['matches Nada capitalized in a sentence', 'Hvala, Nada!', 'nada', 'name'],
    ['matches an inactive employee', 'Petar je bio super', 'petar', 'name'],
  ])('%s', (_, text, employeeId, formKind) => {
    const decision = attribute(input(staff, text));
    expect(decision).toMatchObject({ employeeId, matchType: 'name_match' });
    expect(decision.evidence).toMatchObject({ kind: 'name_match', formKind });
  });

  it.each([
    ['does not take lower-case common words for names', 'Hvala na veri i nadi', null],
    ['does not take "dan" (day) for Dan', 'Divan dan u salonu', null],
    [
      'ignores the reviewer signing with their own name',
      'Sve je bilo super. Milica',
      'Milica Jović',
    ],
    ['does not credit a bare name the reviewer shares', 'Milica je bila super', 'Milica Jović'],
    ['finds nothing in an empty text', '', null],
  ])('%s', (_, text, author) => {
    const employees = [...staff, emp('daniel', 'Daniel Smith')];
    expect(attribute(input(employees, text, author))).toMatchObject({
      employeeId: null,
      matchType: 'unmatched',
    });
  });

  it('scores confidence by form kind', () => {
    const conf = (text: string) => attribute(input(staff, text)).confidence;
    expect(conf('Milica Petrović')).toBe(0.9);
    expect(conf('Hvala Milici')).toBe(0.8);
    expect(conf('Saša je car')).toBe(0.7);
    expect(conf('Petrović je sjajna')).toBe(0.5);
    expect(conf('Petar je bio super')).toBe(0.75); // inactive: 0.8 - 0.05
  });
});

describe('ambiguity', () => {
  const twoMilicas = [milica, emp('milica2', 'Milica Stojanović')];
  const jovanAndJovana = [emp('jovan', 'Jovan Kostić'), emp('jovana', 'Jovana Ristić')];
  const nikolaAndNikolina = [emp('nikola', 'Nikola Savić'), emp('nikolina', 'Nikolina Ćirić')];
  it.each<[string, EmployeeInput[], string, string | null, string[]]>([
    [
      'refuses to guess between two Milicas',
      twoMilicas,
      'Hvala Milici',
      null,
      ['milica', 'milica2'],
    ],
    ['lets a full name settle two Milicas', twoMilicas, 'Milica Stojanović je top', 'milica2', []],
    [
      'calls "Jovanom" ambiguous when Jovan and Jovana work there',
      jovanAndJovana,
      'Jovanom smo zadovoljni',
      null,
      ['jovan', 'jovana'],
    ],
    [
      'reads "Hvala, Jovana" as Jovana (his vocative is Jovane)',
      jovanAndJovana,
      'Hvala, Jovana',
      'jovana',
      [],
    ],
    ['reads "Jovana je bila" as Jovana', jovanAndJovana, 'Jovana je bila divna', 'jovana', []],
    ['reads "kod Jovana" as Jovan', jovanAndJovana, 'Bila sam kod Jovana', 'jovan', []],
    [
      'calls "Nikolina" ambiguous with Nikola and Nikolina',
      nikolaAndNikolina,
      'Nikolina frizura',
      null,
      ['nikola', 'nikolina'],
    ],
    [
      'prefers an active employee over an inactive namesake',
      [milica, emp('old', 'Milica Stojanović', [], false)],
      'Hvala Milici',
      'milica',
      [],
    ],
  ])('%s', (_, employees, text, employeeId, tied) => {
    const decision = attribute(input(employees, text));
    expect(decision.employeeId).toBe(employeeId);
    if (employeeId === null) {
      expect(decision.matchType).toBe('unmatched');
      expect(decision.candidates.map((c) => c.employeeId).sort()).toEqual(tied);
    }
  });

  it('reads Jovana as Jovan genitive when no Jovana works there', () => {
    expect(attribute(input([emp('jovan', 'Jovan Kostić')], 'Hvala, Jovana')).employeeId).toBe(
      'jovan',
    );
  });
});
