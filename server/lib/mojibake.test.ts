import { describe, expect, it } from 'vitest';
import { repairMojibake } from './mojibake';

/** UTF-8 bytes read one byte per letter, as ISO-8859-1 does (and Windows-1252 but for 0x80-0x9F). */
const garble = (text: string) => String.fromCharCode(...new TextEncoder().encode(text));
const garble1252 = (text: string) =>
  garble(text).replace(
    /[\u0080-\u009f]/g,
    (c) => '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ'[c.charCodeAt(0) - 0x80]!,
  );

describe('repairMojibake', () => {
  it.each([
    'Frizerski salon Ćića',
    'Đurđa Šćekić',
    'Salon Žaklina',
    'Café Müller',
    'Кафана Ђурђевак',
  ])('repairs %s read once as ISO-8859-1 or Windows-1252', (name) => {
    expect(garble(name)).not.toBe(name);
    expect(repairMojibake(garble(name))).toBe(name);
    expect(repairMojibake(garble1252(name))).toBe(name);
  });

  it('leaves text that is already right alone, accents and all', () => {
    for (const name of [
      'Salon Lepota',
      'Ćevabdžinica Željko',
      'ÂME Atelier',
      'Ãgua de Coco',
      'Ñandú',
    ])
      expect(repairMojibake(name)).toBe(name);
  });
});
