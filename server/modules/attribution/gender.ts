// The grammatical gender of an employee's name: Serbian sentences about them agree with it
// ("Jovana je bila brza", "Milan je bio brz"). A first name in -a is feminine except the
// masculine ones below; other endings are masculine except the feminine ones below and common
// English women's names. Names of other languages follow the same rule, which is right for most.
import { foldKey } from './normalize';

export type Gender = 'f' | 'm';

const MASCULINE_IN_A = new Set(
  (
    'nikola luka sasa sava andrija ilija toma mita pera laza ljuba mica mika misa pavle jova ' +
    'vasa gaja kosta kola joca aca raca rasa pedja nidza neša nesa duca braca cica dragisa ' +
    'zika zivota ljubisa sinisa nemanja jovica ivica perica tomica stevica steva dura boza ceda ' +
    'doka kica sima mica bata vanja nebojša radiša uglješa stojša bora zoka gavra'
  )
    .split(/\s+/)
    .map(foldKey),
);
const FEMININE_OTHER = new Set(
  (
    'ines doris karmen miriam ester ingrid nives ruth beth alice jane sophie chloe zoe lucy ' +
    'emily mary ellen karen helen hope joy lily megan ann kate grace rachel sarah elizabeth ' +
    'margaret jennifer amy holly ivy jessie abigail scarlett isabel caroline charlotte ' +
    'catherine katherine kim nicole michelle rose madison allison louise avery harper ' +
    'ashley natalie courtney claire lauren violet hazel audrey paige brooke jade hannah sarah ' +
    'leah deborah esther miriam judith naomi ruth emmi gabi heidi betti'
  )
    .split(/\s+/)
    .map(foldKey),
);

/** The gender of a first name (folded or not). */
export function genderOf(firstName: string): Gender {
  const key = foldKey(firstName);
  if (FEMININE_OTHER.has(key)) return 'f';
  if (key.endsWith('a')) return MASCULINE_IN_A.has(key) ? 'm' : 'f';
  return 'm';
}
