import { describe, expect, it } from 'vitest';
import { attribute } from './engine';
import { emp, input } from './engine.fixtures';
import type { EmployeeInput, OtherName } from './types';

// One roster with the collisions real salons have; each rule of name context has its own block.
const team: EmployeeInput[] = [
  emp('jelena-s', 'Jelena Simić'),
  emp('jelena-p', 'Jelena Perić'),
  emp('milan', 'Milan Ristić'),
  emp('milana', 'Milana Kostić'),
  emp('jovan', 'Jovan Lukić'),
  emp('jovana', 'Jovana Ilić'),
  emp('ivana', 'Ivana Radović'),
  emp('luka', 'Luka Stanković'),
  emp('vera', 'Vera Nikolić'),
  emp('nada', 'Nada Popović'),
  emp('marko', 'Marko Đurić'),
  emp('stefan', 'Stefan Tomić'),
  emp('vuk', 'Vuk Zec'),
  emp('dragan', 'Dragan Savić', ['Gagi']),
  emp('james', 'James Wilson'),
  emp('peter', 'Peter Hall'),
  emp('sam', 'Sam Reed'),
  emp('aleksandar', 'Aleksandar Mitić'),
  emp('aleksandra', 'Aleksandra Bogdanović'),
  emp('mark', 'Mark Evans'),
  emp('dusan', 'Dušan Jović'),
  emp('milos', 'Miloš Babić'),
];
const others: OtherName[] = [
  { name: 'Goran Perić', role: 'owner' },
  { name: 'Stefan Ranković', role: 'former' },
];
const decide = (text: string, author = 'Ana Kupac') =>
  attribute(input(team, text, author, { otherNames: others }));
const credited = (text: string, author?: string) => decide(text, author).employeeId;
const cueCodes = (text: string): string[] => {
  const evidence = decide(text).evidence as { cues?: { code: string }[] };
  return (evidence.cues ?? []).map((c) => c.code);
};
const ignoredCodes = (text: string): string[] => {
  const evidence = decide(text).evidence as { ignored?: { cue: { code: string } }[] };
  return (evidence.ignored ?? []).map((i) => i.cue.code);
};

describe('someone else with the same name', () => {
  it.each([
    ['a sister', 'Došla sam sa sestrom Jelenom na feniranje.', 'relative'],
    ['a son', 'Moj sin Luka je bio oduševljen šišanjem.', 'relative'],
    ['an aunt', 'Tetka Vera nam je preporučila salon.', 'relative'],
    ['a husband, in English', 'My husband Mark loved the place.', 'relative'],
    ['a relative after the name', 'Luka, moj sin, je bio presrećan.', 'relative'],
    ['a saint', 'Bili smo pred Svetog Jovana, gužva je bila velika.', 'title_or_place'],
    ['a street', 'Salon je u Ulici cara Dušana, lako se nađe.', 'title_or_place'],
    ['a monument', 'Parkirali smo kod spomenika knezu Milošu.', 'title_or_place'],
    ['a dish', 'Posle smo pojeli picu Margaritu preko puta.', null],
  ])('does not credit %s', (_, text, ignored) => {
    expect(credited(text)).toBeNull();
    if (ignored) expect(ignoredCodes(text)).toContain(ignored);
  });

  it('does not score a first name followed by another surname', () => {
    expect(credited('Čitala sam Vuka Karadžića dok sam čekala.')).toBeNull();
    expect(credited('Moja ćerka obožava Stefana Nemanju iz istorije.')).toBeNull();
    expect(ignoredCodes('Vuk Karadžić bi bio ponosan na ovu ćirilicu.')).toHaveLength(0);
  });

  it('credits the employee when the relative is someone else in another clause', () => {
    expect(credited('Došla sam sa sestrom Jelenom, a šišala me je Ivana.')).toBe('ivana');
  });
});

describe('common words that are names', () => {
  it.each([
    ['hope, lower case', 'Nada umire poslednja, ali ovde nema potrebe za njom.'],
    ['hope at the start of a sentence', 'Nada je bila da ću stići na vreme.'],
    ['faith', 'Vratili ste mi veru u frizere.'],
    ['Spanish "nada"', 'Nada que decir, todo perfecto.'],
    ['a port', 'Luka je blizu, pa smo prošetali posle.'],
  ])('does not take %s for a name', (_, text) => {
    expect(credited(text)).toBeNull();
  });

  it.each([
    ['Vera me je ošišala savršeno.', 'vera'],
    ['Hvala, Nada!', 'nada'],
    ['Najviše hvala Nadi na strpljenju.', 'nada'],
  ])('credits "%s" where the name has a role', (text, id) => {
    expect(credited(text)).toBe(id);
  });
});

describe('negation and contrast', () => {
  it.each([
    ['Nije me šišala Jelena Simić, već Ivana.', 'ivana'],
    ['Pošto je Stefan bio bolestan, radio je neki novi momak.', null],
    ['Očekivali smo Jelenu Perić, ali nas je dočekao Luka.', 'luka'],
    ['Not Peter this time, Sam did my nails.', 'sam'],
    ['Marko je bio na odmoru pa me je sredio Dragan.', 'dragan'],
  ])('%s', (text, id) => {
    expect(credited(text)).toBe(id);
  });

  it('keeps a negation that is praise', () => {
    expect(credited('Ivana nikad ne razočara.')).toBe('ivana');
  });

  it('says the negated person lost', () => {
    const decision = decide('Nije me šišala Jelena Simić, već Ivana.');
    expect(decision.evidence).toMatchObject({ ignored: [{ cue: { code: 'negated' } }] });
    expect(cueCodes('Nije me šišala Jelena Simić, već Ivana.')).toContain('affirmed');
  });
});

describe('gender agreement', () => {
  it.each([
    ['Milana nas je sačekala sa osmehom.', 'milana', 'feminine_agreement'],
    ['Jovana je bila brza i pažljiva.', 'jovana', 'feminine_agreement'],
    ['Milanu smo dali napojnicu, zaslužio je.', 'milan', 'governed_case'],
    ['Kod Milana sam se šišao godinama.', 'milan', 'governed_case'],
    ['Preporučujem Jovanu, bila je divna.', 'jovana', 'feminine_agreement'],
  ])('%s', (text, id, cue) => {
    expect(credited(text)).toBe(id);
    expect(cueCodes(text)).toContain(cue);
  });

  it('leaves one form of two names unmatched when nothing decides', () => {
    expect(decide('Milanom smo svi zadovoljni.').candidates.map((c) => c.employeeId)).toEqual(
      expect.arrayContaining(['milan', 'milana']),
    );
    expect(credited('Milanom smo svi zadovoljni.')).toBeNull();
  });

  it('does not read a woman declined like a man ("Jovana je bila brza" is not Jovan)', () => {
    const onlyJovan = [emp('jovan', 'Jovan Lukić')];
    expect(attribute(input(onlyJovan, 'Jovana je bila brza.')).employeeId).toBeNull();
  });

  it('does not decline a woman’s -ić surname', () => {
    expect(credited('Hvala Kostiću na svemu.')).toBeNull();
  });
});

describe('people who are not staff', () => {
  it('never credits the owner and says so', () => {
    expect(credited('Gazda Perić je bio veoma ljubazan.')).toBeNull();
    expect(ignoredCodes('Goran Perić je bio veoma ljubazan.')).toContain('not_staff');
  });

  it('does not credit a first name a former employee shares', () => {
    expect(credited('Stefan me je ošišao odlično.')).toBeNull();
    expect(credited('Stefan Tomić me je ošišao odlično.')).toBe('stefan');
    expect(credited('Stefan R. me je šišao godinama.')).toBeNull();
  });
});

describe('initials and partial names', () => {
  it('picks the Jelena whose surname starts with the initial', () => {
    expect(credited('Jelena S. je sjajna frizerka.')).toBe('jelena-s');
    expect(cueCodes('Jelena S. je sjajna frizerka.')).toContain('surname_initial');
  });

  it('leaves a bare Jelena unmatched with both ranked', () => {
    const decision = decide('Jelena je sjajna frizerka.');
    expect(decision.employeeId).toBeNull();
    expect(decision.candidates.map((c) => c.employeeId).sort()).toEqual(['jelena-p', 'jelena-s']);
  });
});

describe('foreign names in Serbian spelling and script', () => {
  it.each([
    'Džejms je bio odličan.',
    'Hvala Džejmsu!',
    'Џејмс је био одличан.',
    'James was great.',
  ])('%s is James', (text) => {
    expect(credited(text)).toBe('james');
  });
});

describe('nicknames depend on the roster', () => {
  it('does not credit a diminutive two people share', () => {
    const decision = decide('Saša je bila odlična.');
    expect(decision.employeeId).toBe('aleksandra');
    expect(credited('Saša je super.')).toBeNull();
  });

  it('credits a manager-added alias and shows it', () => {
    expect(credited('Hvala Gagiju na savetima.')).toBe('dragan');
    expect(cueCodes('Hvala Gagiju na savetima.')).toContain('alias');
  });
});

describe('the reviewer', () => {
  it('credits a colleague the reviewer is named after when the text thanks her', () => {
    expect(credited('Hvala Ivani na divnoj frizuri.', 'Ivana Marković')).toBe('ivana');
  });

  it('does not credit the reviewer signing their own name', () => {
    expect(credited('Sve je bilo super. Pozdrav, Ivana', 'Ivana Marković')).toBeNull();
  });
});
