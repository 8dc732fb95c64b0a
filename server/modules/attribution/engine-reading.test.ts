import { describe, expect, it } from 'vitest';
import { attribute } from './engine';
import { emp, input } from './engine.fixtures';
import type { BusinessContext, EmployeeInput } from './types';

// Rules that read a review the way a stranger to the business would (docs/attribution.md
// "Reading reviews of any business"): the business's own name, plans and wishes, writers who
// capitalize, nicknames of the famous, trades said of women, and absence said a clause later.
const team: EmployeeInput[] = [
  emp('teodora', 'Teodora Lukić'),
  emp('vuk', 'Vuk Stanić'),
  emp('bora', 'Borislav Jović', ['Bora']),
  emp('sanja', 'Sanja Marić'),
  emp('petar', 'Petar Ilić'),
  emp('zlata', 'Zlata Perović'),
  emp('neven', 'Neven Kostić'),
  emp('lepa', 'Lepa Stojić', ['Brena']),
  emp('dusko', 'Duško Pavlović'),
];
const business: BusinessContext = {
  name: 'Pekara Studio Teodora',
  locations: [{ name: 'Dorćol', address: 'Ulica Kralja Petra 21, Beograd' }],
};
const decide = (text: string, author = 'Ana Kupac') =>
  attribute(input(team, text, author, { business }));
const credited = (text: string) => decide(text).employeeId;
/** The rules that set a mention aside, from the evidence and the candidates shown. */
const setAside = (text: string) => {
  const decision = decide(text);
  const ignored = (decision.evidence as { ignored?: { cue: { code: string } }[] }).ignored ?? [];
  return [...ignored.map((i) => i.cue.code), ...decision.candidates.map((c) => c.cue?.code)];
};

describe("the business's own name and address", () => {
  it('does not credit a name that is part of the business name or a street', () => {
    expect(credited('Studio Teodora ima najbolji burek u gradu.')).toBeNull();
    expect(setAside('Studio Teodora ima najbolji burek u gradu.')).toContain('business_name');
    expect(credited('Lako se nađe, u ulici Kralja Petra, preko puta parka.')).toBeNull();
  });

  it('still credits the same person named outside the business name', () => {
    expect(credited('U Studiju Teodora nas je uslužila Teodora, divna je!')).toBe('teodora');
  });
});

describe('plans and wishes', () => {
  it('does not credit someone the customer plans or wishes to see', () => {
    expect(credited('Naredni put ću tražiti da me usluži Petar.')).toBeNull();
    expect(credited('Voleo bih da Sanja radi i nedeljom.')).toBeNull();
    expect(setAside('Naredni put ću tražiti da me usluži Petar.')).toContain('planned');
  });

  it('keeps the visit before the plan and thanks said in the conditional', () => {
    expect(credited('Uslužio me Duško, ali sledeći put idem kod Petra.')).toBe('dusko');
    expect(credited('Ne znam kako bih zahvalio Sanji, spasila mi je tortu.')).toBe('sanja');
  });
});

describe('writers who capitalize', () => {
  it('reads a lower-case name in a capitalized review as an ordinary word', () => {
    expect(credited('Kupila sam zlata za poklon, a neven u saksiji je bio gratis.')).toBeNull();
  });

  it('keeps lower-case names of a writer who never capitalizes', () => {
    expect(credited('petar nas je uslužio brzo i ljubazno')).toBe('petar');
  });
});

describe('nicknames of the famous', () => {
  it('does not credit a nickname said with nothing about service, thanks or address', () => {
    expect(credited('Na radiju je išla Brena, a kifle su bile tople.')).toBeNull();
    expect(setAside('Na radiju je išla Brena, a kifle su bile tople.')).toContain('no_role');
  });

  it('credits the nickname of someone who served', () => {
    expect(credited('Brena nas je uslužila sa osmehom.')).toBe('lepa');
  });
});

describe('trades and people said of someone', () => {
  it('reads a masculine trade said of a woman as her trade, not as agreement', () => {
    expect(credited('Zlata je pravi majstor za torte.')).toBe('zlata');
  });

  it('takes being called a person as evidence that an ordinary word is a name', () => {
    expect(credited('Zlata je žena sa zlatnim rukama.')).toBe('zlata');
  });
});

describe('absence said in the next clause', () => {
  it('does not credit someone who was not there, and credits who served instead', () => {
    expect(credited('Pitala sam za Sanju, ali nije bila tu, pa me uslužio Petar.')).toBe('petar');
    expect(credited('Tražila sam Sanju, ali je bila na odmoru.')).toBeNull();
  });
});

describe("kin words that are titles, and the customer's colleagues", () => {
  it('reads "sestra" right before a name who served the customer as a nurse\'s title', () => {
    expect(credited('Sestra Sanja je bila divna, previla me je za minut.')).toBe('sanja');
  });

  it("keeps the customer's own sister and colleague someone else", () => {
    expect(credited('Moja sestra Sanja je preporučila pekaru.')).toBeNull();
    expect(credited('Moja koleginica Sanja mi je preporučila, a uslužio me Petar.')).toBe('petar');
  });
});

describe('ordinary words by the dictionary', () => {
  it('reads a lower-case dictionary word of a writer who never capitalizes as a word', () => {
    expect(credited('bila sam gladna kao vuk posle tri sata, ali hleb je vredeo')).toBeNull();
  });

  it('still credits it with a role, and never reads another language by our dictionary', () => {
    expect(credited('vuk mi je izvadio zub bez ikakvog bola')).toBe('vuk');
    expect(decide('Vuk is a true craftsman, best bread in town.').employeeId).toBe('vuk');
  });
});

describe("a surname the owner shares, with a trade's title or the clause's gender", () => {
  const withOwner = (text: string) =>
    attribute(
      input([emp('jelena', 'Jelena Perić'), emp('petar', 'Petar Ilić')], text, 'Ana K.', {
        otherNames: [{ name: 'Goran Perić', role: 'owner' }],
      }),
    ).employeeId;

  it('credits the only woman of the surname when the clause says a woman', () => {
    expect(withOwner('Doktorka Perić je bila sjajna, sve preporuke.')).toBe('jelena');
  });

  it("keeps a social title and a bare surname nobody's", () => {
    expect(withOwner('Gospođa Perić je bila prijatna.')).toBeNull();
    expect(withOwner('Perić je super.')).toBeNull();
  });
});

describe('places', () => {
  const staffOf = (text: string) =>
    attribute(input([emp('sava', 'Sava Marić'), emp('tara', 'Tara Ilić')], text, 'Ana K.'))
      .employeeId;

  it('reads a river or a mountain after a preposition of place as the place', () => {
    expect(staffOf('Posle pecanja na Savi svratili smo ovde, sve pohvale.')).toBeNull();
    expect(staffOf('Vikend u Tari je bio divan, a ovde smo stali usput.')).toBeNull();
  });

  it('keeps a visit to the person of that name', () => {
    expect(staffOf('Kod Save sam se šišao, vrhunski.')).toBe('sava');
    expect(staffOf('Tara nas je uslužila brzo.')).toBe('tara');
  });
});

describe('plurals', () => {
  it('reads no gender from a plural: two people praised alike stay a tie', () => {
    const two = [emp('milica', 'Milica Jović'), emp('marko', 'Marko Ilić')];
    const decision = attribute(input(two, 'Milica i Marko su bili sjajni, hvala!', 'Ana K.'));
    expect(decision.employeeId).toBeNull();
    expect(decision.candidates.map((c) => c.employeeId).sort()).toEqual(['marko', 'milica']);
  });
});
