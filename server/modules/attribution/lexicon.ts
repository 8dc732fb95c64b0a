// Word classes the context rules read (docs/attribution.md "Names in context"). General
// vocabulary of Serbian, English, German and Russian reviews, not lists of employee names: kin,
// titles and places, things, service verbs, thanks, negation and absence. Every entry is a folded
// key (normalize.ts foldKey: Latin, lower case, no diacritics, đ -> d), so "sestrom", "сестром"
// and "sestrom" typed without diacritics all meet.
import { inflect, keys, set, words } from './word-class';
import { NAME_WORDS } from './dictionary/name-words';
import { FEMININE_TRADE_STEMS, MASCULINE_TRADES } from './lexicon-people';

export { keys };

const A_NOUN = ['a', 'e', 'i', 'u', 'om', 'o', 'ama']; // sestra, mama, tetka…
const M_NOUN = ['', 'a', 'u', 'om', 'em', 'e', 'ovi', 'ove', 'ovima', 'i']; // brat, sin, muž…

/** Another person of the customer's: kin, partner, friend, neighbour ("sa sestrom Jelenom"). */
export const RELATIVES = set(
  inflect(
    words(
      'sestr mam majk tetk bak ujn strin ćerk kćerk ćerkic drugaric prijateljic komšinic unuk nećakinj snaj snah svekrv tašt zaov jetrv verenic devojčic sestričin bratanic kumic kum',
    ),
    A_NOUN,
  ),
  inflect(
    words(
      'brat sin muž suprug dečk prijatelj komšij unuk nećak zet svekar tast punac šurak dever verenik bratanac sestrić kum',
    ),
    M_NOUN,
  ),
  inflect(words('rođak rođac'), ['', 'a', 'u', 'om', 'e', 'i']),
  words(
    'tata tate tati tatu tatom otac oca ocu ocem deda dede dedi dedu dedom supruga supruzi supruge suprugu suprugom dete deteta detetu detetom deca decu decom ćerka ćerke ćerki ćerku ćerkom mati majka sina sinu sinom braća braću sinčić sinčića ćerkica sestrica bratić',
  ),
  words(
    'husband wife son daughter mom mum mother dad father brother sister sis bro friend boyfriend girlfriend fiance fiancee fiancé fiancée partner aunt auntie uncle cousin grandma granny grandmother grandpa grandfather grandson granddaughter niece nephew kid kids child baby neighbour neighbor coworker roommate mother-in-law',
  ),
  words(
    'schwester bruder tochter sohn mutter vater freundin freund tante onkel cousine oma opa ehemann',
  ),
  words(
    'сестра сестрой сестры брат брата братом муж мужем жена женой сын сына сыном дочь дочка дочкой подруга подругой подруги друг другом мама мамой папа папой бабушка дедушка тётя тетя дядя',
  ),
);

/** Relatives that need a possessive before them ("moja devojka Ivana", not "devojka Ivana"). */
export const POSSESSIVE_RELATIVES = set(
  inflect(['devojk', 'žen'], ['a', 'e', 'i', 'u', 'om']),
  words('drug druga drugu drugom drugar drugara drugarom momak momka momkom dečko'),
  words('mann freund freundin'),
);
export const POSSESSIVE_PRONOUNS = set(
  inflect(words('moj tvoj naš vaš njen njegov svoj'), [
    '',
    'a',
    'e',
    'i',
    'u',
    'om',
    'oj',
    'im',
    'og',
    'ih',
  ]),
  words('mog moga mom mome tvog tvom svog svom svoga našeg našem vašeg njenog njegovog'),
  words('my our his her their mein meine meiner meinem meinen unsere мой моя моей мою наш наша'),
);

/** A saint, ruler, title, street, square or institution before a name ("Svetog Jovana"). */
export const TITLES_AND_PLACES = set(
  inflect(words('svet'), ['i', 'a', 'og', 'oga', 'om', 'ome', 'oj', 'u', 'e']),
  words('sv sveti svetitelj svetitelja svetiteljke'),
  inflect(words('car kralj knez despot patrijarh vladik episkop vojvod'), [
    '',
    'a',
    'u',
    'om',
    'em',
    'e',
  ]),
  inflect(words('carica kraljica kneginj princez'), ['', 'a', 'e', 'i', 'u', 'om']),
  inflect(words('ulic škol gimnazij bolnic klinik crkv stanic galerij bibliotek'), [
    'a',
    'e',
    'i',
    'u',
    'om',
  ]),
  inflect(
    words(
      'bulevar trg park most spomenik hram manastir kej fakultet muzej teatar dvorac stadion spomen',
    ),
    ['', 'a', 'u', 'om', 'e', 'ima'],
  ),
  words('ul kafana kafani kafanu naselje naselju'),
  inflect(words('vrtić pekar apotek prodavnic butik kafić teretan hostel restoran'), [
    '',
    'a',
    'e',
    'i',
    'u',
    'om',
  ]),
  words(
    'saint st king queen prince princess emperor tsar pope street avenue square road school hospital church park bridge university college station boulevard',
  ),
  words('sankt heilige heiligen könig königin strasse straße platz kirche schule'),
  words('святой святого святая царь царя король князь князя улица улице площадь'),
);
/** A place or holiday noun right after a possessive name form: "Nemanjina ulica". */
export const PLACES_AFTER = set(
  inflect(words('ulic'), ['a', 'e', 'i', 'u', 'om']),
  inflect(words('trg bulevar park most'), ['', 'a', 'u', 'om']),
  words('street square avenue road park bridge strasse straße platz улица'),
);

/** A thing named like a person: a dish, drink, product, song, place of business. */
export const THINGS = set(
  inflect(words('pic pizz tort salat palačink koktel pesm knjig serij marc'), [
    'a',
    'e',
    'i',
    'u',
    'om',
  ]),
  inflect(
    words(
      'kolač sendvič burger sos čaj sladoled parfem šampon lak film roman brend model hotel restoran kafić salon apartman brod grad',
    ),
    ['', 'a', 'u', 'om', 'e'],
  ),
  words('vino vina pivo piva rakija rakiju krema kremu boja boju'),
  words(
    'pizza cake cocktail salad song movie film book brand hotel restaurant cafe café shampoo polish perfume',
  ),
);

/** Roles of staff that also tell gender ("frizerka Jelena", "kolega Milan"). */
export const FEMININE_NOUNS = set(
  inflect(
    words(
      'frizerk manikirk pedikirk šminkerk kozmetičark koleginic gospođ gospođic devojk tehničark masažerk maserk radnic',
    ),
    ['a', 'e', 'i', 'u', 'om'],
  ),
  inflect(words(FEMININE_TRADE_STEMS), ['a', 'e', 'i', 'u', 'om']),
  words(
    'ona nju njoj njom njena njenu njene njenom njeni njen she her hers herself sie ihr ihre она её ее ей',
  ),
);
export const MASCULINE_NOUNS = set(
  inflect(words('frizer berber majstor momk gospodin maser radnik'), ['', 'a', 'u', 'om', 'e']),
  inflect(words(MASCULINE_TRADES), ['', 'a', 'u', 'om', 'e']),
  inflect(words('koleg'), ['a', 'e', 'i', 'u', 'om']),
  words(
    'momak on njega njemu njim njegov njegova njegovu njegove njegovom he him his himself er ihm sein seine он его ему',
  ),
);

/** Trades of the people who serve: "Ljubica je vrhunska pedikirka", "Marko je pravi berber". */
export const TRADES = set(
  inflect(
    words('frizerk manikirk pedikirk šminkerk kozmetičark koloristkinj masažerk maserk berberk'),
    ['a', 'e', 'i', 'u', 'om'],
  ),
  inflect(words('frizer berber maser kozmetičar kolorist stilist brico'), [
    '',
    'a',
    'u',
    'om',
    'i',
  ]),
  words('hairdresser stylist barber colourist colorist manicurist beautician friseur friseurin'),
  inflect(words(FEMININE_TRADE_STEMS), ['a', 'e', 'i', 'u', 'om']),
  inflect(words(MASCULINE_TRADES), ['', 'a', 'u', 'om', 'i']),
  words(
    'dentist doctor nurse mechanic waiter waitress chef cook bartender barista receptionist therapist physiotherapist physio trainer coach vet surgeon technician manager',
  ),
);

/** Stems of service verbs: the name is the one who served ("šišala", "did my nails"). */
export const SERVICE_STEMS = keys(
  // Every trade: repaired, replaced, pulled, treated, examined, cooked, brought, led, solved…
  'previ ubrizga vakcinis izmeri popravi poprav zameni zamenil zamenio servisira izvadi vadil vadio plombira leči lečil lečio izleči pregleda ugradi očisti izlimari promeni promenil promenio spremi spremil spremio skuva pripremi donel doneo donese služil služio vodil vodio reši rešil rešio našao našla pronaša pronašl organizova izaš smiri smiril smirio nauči naučil naučio trenira istegn postavi postavil postavio prepisa operisa ' +
    'šiš ošiš podšiš fenir nafenir farb ofarb sredil sredio srediv sređen urad odrad radila radio napravi napravl uslužil uslužio usluživ posluž obsluž šmink našmink depil masir izmasir manikir pedikir čupa očupa oblikova češlj počešlj brij obrij skrati ispegl pegla nadogradi lakira završil završio pomog pomag dočeka primil primio tretira savetova objasni posavetova izbrij oboji obojil bojil nalakira lakira izvil ispravil uvil opral oprao namesti doteral doterao uredil uredio iščupa isčupa stavil stavio stavlja podšiša šišal',
);
export const SERVICE_WORDS = set(
  words(
    'gave cut cuts did done colored coloured styled dyed trimmed shaved waxed served helped took looked massage massaged painted washed treated fixed handled attended cutting styling made',
  ),
  words(
    'repaired replaced pulled extracted diagnosed examined cooked brought explained booked greeted solved sorted',
  ),
  words('geschnitten gemacht gefärbt bedient frisiert beraten massiert'),
  words(
    'стригла стриг подстригла подстриг делала делал сделала сделал покрасила обслужила обслуживала помогла помог',
  ),
);

/** Thanks, praise and recommendation: a name they govern is the one praised. */
export const THANKS = set(
  words(
    'zasluge zasluga zaslugu hvala hvaljen zahvaljujem zahvaljujemo zahvalnost zahvalna zahvalan pohvala pohvale pohvalu pohvalila pohvalio pohvaljujem čestitke čestitam čestitamo bravo preporuka preporuke preporučujem preporučujemo preporučila preporučio preporucila svaka čast aplauz',
  ),
  words('thanks thank thx kudos shoutout shout recommend recommended ask props'),
  words('danke dank empfehle empfehlen'),
  words('спасибо благодарю благодарим рекомендую'),
);
/** Praise after a name: "Jelena je super", "Sam was amazing". */
export const PRAISE = set(
  words(
    'super top najbolja najbolji sjajna sjajan odlična odličan divna divan predivna predivan savršena savršen fenomenalna fenomenalan ljubazna ljubazan profesionalna profesionalan carica car zlatna zlatan majstorica majstor ljubav ljubazna',
  ),
  words(
    'amazing awesome great best fantastic wonderful lovely brilliant excellent fabulous perfect incredible terrific superb kind professional',
  ),
  words('toll super klasse wunderbar fantastisch'),
  words('profesionalac profesionalka majstorica pravi prava besprekoran besprekorna'),
  words('zvezdica zvezdice stars sterne звезд'),
);

/** Negators: "nije me šišala Jelena", "not Peter", "ni Jelena". */
export const NEGATORS = set(
  words('ne nije nisu nisam nismo niste nisi ni nikako nikad nikada nema nemoj'),
  words('not no never wasn isn didn don doesn weren t nicht kein keine nie'),
  words('не нет'),
);
/** Contrast that affirms the next person: "nije Jelena, već Ivana", "not Peter, Sam". */
export const CONTRASTS = set(
  words('već nego ali no međutim a umesto but instead however sondern aber но а'),
);
/** Expectation verbs: "Očekivali smo Anu, ali nas je dočekao Luka". */
export const EXPECTATION_STEMS = keys(
  'očekiva tražil tražio tražili htel hteo hteli želel želeo zakaz naruči računa expect wanted want asked booked book request erwartet gebucht',
);
/** Absence: "Stefan je bio bolestan", "Marko je bio na odmoru". */
export const ABSENCE = set(
  inflect(words('bolest bolesn'), ['', 'an', 'na', 'a', 'i', 'u']),
  words(
    'odmor odmoru odmora godišnjem godišnji odsutan odsutna odsustvu slobodan slobodnom bolovanju bolovanje porodiljskom',
  ),
  words('sick ill vacation holiday absent'),
  words('krank urlaub'),
  words('болела болел болен больна отпуске'),
);
/** Someone else took over: "radio je neki novi momak", "another girl did it". */
export const SUBSTITUTES = set(
  words(
    'neki neka nekakav novi nova nov druga drugi drugu drugog zamena zamenila zamenio koleginica kolega someone somebody another new other stattdessen andere anderer kollegin kollege',
  ),
);

/** Self-reference: "ja sam Ivana", "my name is Mark", "zovem se Vera". */
export const SELF_INTRODUCTIONS = set(
  words('ja sam zovem im i m name ich bin heiße heisse я меня зовут'),
);
/** Closings before a signature: "Pozdrav, Ivana", "Cheers, Mark". */
export const SIGN_OFFS = set(
  words(
    'pozdrav pozdravi pozdravlja pozdravljam srdačno lp veliki poz pozz cheers regards best love xoxo gruß grüße liebe',
  ),
);

/**
 * Words a first name or one of its forms may also be: Serbian nouns and adjectives (nada, vera,
 * zora, luka, marka, drago, mila, slava…), English ones (mark, will, grace…), Spanish "nada".
 * Such a form is a name only with a mid-sentence capital or a role in the clause.
 */
export const COMMON_WORDS = set(
  inflect(words('nad ver zor luk mark ljubic slav dan brane mir ruž zlat jasn lan sun sreć ljub'), [
    'a',
    'e',
    'i',
    'u',
    'om',
    'o',
  ]),
  inflect(words('drag mil'), ['a', 'e', 'i', 'o', 'u', 'om', 'oj', 'og']),
  words(
    'sala salu sali salom dan luci zlato zora srecko srecka srecku sreckom milina sava vlada vladu vladi sveta svetu neda dana danu bane mile laza laze sale misa tanja goca sam tom toma em',
  ),
  words(
    'mark will bill pat rob jack sandy drew kit chuck rich dick frank grace joy hope rose may june art bob ben al ed faith dawn iris lily daisy ivy holly summer april august sue sunny victor gay ray',
  ),
);

/**
 * Every form of a proper noun that Serbian also uses as an ordinary word (ruža, vuk, jasna, mira,
 * dragi, sunčica), from the language's dictionary (dictionary/name-words.ts, `npm run lexicon:names`).
 * In a Serbian review such a form in lower case is a name only with a role in its clause.
 */
export const DICTIONARY_WORDS = new Set(NAME_WORDS.split(' '));

/** Capitalized words that are not surnames when they follow a name ("Emma Great job", "Vera Hvala"). */
export const NOT_SURNAMES = set(
  words(
    'hvala super svaka sve bravo top preporuka preporuke preporucujem odlicna odlican divna divan ja mi i a ali je sam bila bio stvarno zaista jako vrlo',
  ),
  words(
    'thanks thank great amazing highly very best love the she he i and but so wow perfect excellent definitely will would recommend again really did was is awesome lovely',
  ),
  words('danke sehr toll super und'),
);

export * from './lexicon-people';
