import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { signUpFormSchema, signUpRequestSchema } from './auth';

const base = { email: 'vlasnica@salon.rs', password: 'lozinka123', businessName: '' };

describe('the sign-up form', () => {
  it('asks for the business name when the link carries none', () => {
    const result = signUpFormSchema.safeParse({
      ...base,
      googleBusinessUrl: 'https://maps.app.goo.gl/AbCdEf123',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['businessName'], message: MESSAGES.businessNameNeeded }),
    ]);
    expect(
      signUpFormSchema.safeParse({
        ...base,
        googleBusinessUrl: 'https://maps.app.goo.gl/AbCdEf123',
        businessName: 'Salon Ivana',
      }).success,
    ).toBe(true);
  });

  it('reads the name from a full link and asks nothing', () => {
    const url =
      'https://www.google.com/maps/place/Frizerski+salon+Lepota/@44.8176,20.4569,17z/data=!3m1!4b1';
    expect(signUpFormSchema.safeParse({ ...base, googleBusinessUrl: url }).success).toBe(true);
  });

  it('lets the API take a short link without a name, as before', () => {
    const body = { ...base, googleBusinessUrl: 'https://maps.app.goo.gl/AbCdEf123' };
    expect(signUpRequestSchema.safeParse(body).success).toBe(true);
    expect(signUpRequestSchema.safeParse({ ...body, businessName: 'A' }).success).toBe(false);
  });
});
