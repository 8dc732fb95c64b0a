import { describe, expect, it } from 'vitest';
import { linkNamesBusiness, signUpRequestSchema } from './auth';

const SHORT = 'https://maps.app.goo.gl/AbCdEf123';
const FULL =
  'https://www.google.com/maps/place/Frizerski+salon+Lepota/@44.8176,20.4569,17z/data=!3m1!4b1';

describe('sign-up and the business name', () => {
  it('knows when a pasted link does not name its business, so the form can ask', () => {
    expect(linkNamesBusiness(SHORT)).toBe(false);
    expect(linkNamesBusiness(FULL)).toBe(true);
  });

  it('takes a typed name, and a short link without one, as before', () => {
    const base = { email: 'vlasnica@salon.rs', password: 'lozinka123' };
    expect(signUpRequestSchema.safeParse({ ...base, googleBusinessUrl: SHORT }).success).toBe(true);
    expect(
      signUpRequestSchema.safeParse({ ...base, googleBusinessUrl: SHORT, businessName: '' })
        .success,
    ).toBe(true);
    expect(
      signUpRequestSchema.safeParse({ ...base, googleBusinessUrl: SHORT, businessName: 'A' })
        .success,
    ).toBe(false);
  });
});
