import { describe, expect, it } from 'vitest';
import { attribute } from './engine';
import { emp, input } from './engine.fixtures';

// A second roster, unlike the corpus's, with sentences written after the rules: the rules are
// of the language, so they must hold for any staff.
const staff = [
  emp('ana', 'Ana Kovačević'),
  emp('nikola', 'Nikola Petrović'),
  emp('sasa', 'Saša Ilić'),
  emp('mila', 'Mila Jović'),
  emp('dusan', 'Dušan Marić'),
  emp('katarina', 'Katarina Popović'),
  emp('petar', 'Petar Nikolić'),
  emp('marija', 'Marija Jovanović'),
  emp('nemanja', 'Nemanja Đorđević'),
  emp('sara', 'Sara Mitrović'),
  emp('michael', 'Michael Brown'),
  emp('tamara', 'Tamara Lukić'),
  emp('bojan', 'Bojan Stojanović'),
];

describe('another roster', () => {
  it.each<[string, string | null]>([
    ['Ana je fenomenalna, kosa mi nikad nije bila lepša.', 'ana'],
    ['Ana, moja kuma, me je dovela ovde.', null],
    ['Nikola mi je sredio bradu za pet minuta.', 'nikola'],
    ['Nikolina rođendanska torta je bila u frizeru pored, a ovde samo šišanje.', null],
    ['Saša je bio odličan, preporučujem ga.', 'sasa'],
    ['Saša je bila odlična, preporučujem je.', null],
    ['Mila mi je uradila trepavice, predivne su.', 'mila'],
    ['Mila mi je ova atmosfera, baš opuštajuće.', null],
    ['Mile moje, ovo je najbolji salon.', null],
    ['Hvala Dušanu na strpljenju sa mojim sinom.', 'dusan'],
    ['Car Dušan bi bio ponosan na ovu frizuru, haha.', null],
    ['Kod Katarine sam bila na pedikiru, čisto i pažljivo.', 'katarina'],
    ['Katarina Velika na slici u čekaonici, zanimljiv detalj.', null],
    ['Petar me je ošišao kao nikad pre.', 'petar'],
    ['Sveti Petar je bio juče pa je bila gužva.', null],
    ['Na Petrovdan smo slavili, a dan ranije sam se šišao ovde.', null],
    ['Marija je pravo blago, tako je strpljiva.', 'marija'],
    ['Sa sestrom Marijom sam bila na manikiru.', null],
    ['Nemanja je uradio fejd kao u Americi.', 'nemanja'],
    ['U Nemanjinoj ulici je salon, lako se nađe.', null],
    ['Sara mi je ofarbala kosu u idealnu nijansu.', 'sara'],
    ['Sara, moja ćerka, je bila oduševljena.', null],
    ['Michael did a fantastic job, highly recommend.', 'michael'],
    ['Majkl je najbolji berber, hvala mu!', 'michael'],
    ['Michael Jackson was playing the whole time.', null],
    ['Tamara je bila brza i precizna.', 'tamara'],
    ['Tamara Bogdanović, moja koleginica sa posla, mi je preporučila salon.', null],
    ['Bojanu hvala za savršen fejd.', 'bojan'],
    ['Nisam bio kod Bojana nego kod berbera preko puta, ovde sam kupio samo šampon.', null],
    ['Nije me šišala Tamara, nego Ana, i to savršeno.', 'ana'],
    ['Ana je bila na odmoru, a zamena je bila solidna.', null],
    ['Očekivao sam Petra, ali me je Nikola ošišao i nisam se pokajao.', 'nikola'],
    ['Preporuka od Ane, moje drugarice, da dođem ovde.', null],
    ['Sari sve pohvale!', 'sara'],
    ['Sve pohvale salonu, a posebno kafi.', null],
    ['ANA JE NAJBOLJA!!!', 'ana'],
    ['Slava i Mila su moje drugarice koje su me dovele.', null],
    ['Dušane, svaka čast!', 'dusan'],
    ['Dušan Vlahović je dao gol dok sam se šišao.', null],
  ])('%s -> %s', (text, employeeId) => {
    expect(attribute(input(staff, text, 'Jovan Kupac')).employeeId).toBe(employeeId);
  });
});
