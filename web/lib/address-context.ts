// The i18next context of a sentence about an employee: `female` picks `<key>_female`, the Serbian
// wording that agrees with a woman ("Zaposlena je aktivirana"); anything else the plain key.
import { addressAsOf, type AddressAs } from '@common/address-as';

export function addressContext(employee: { name: string | null; addressAs: AddressAs | null }): {
  context?: 'female';
} {
  if (!employee.name && !employee.addressAs) return {};
  const address = addressAsOf({ name: employee.name ?? '', addressAs: employee.addressAs });
  return address === 'she' ? { context: 'female' } : {};
}
