// Who a booking system means by the name in its staff column (docs/visits.md): tools write the
// name their own way ("Milica", "Milica P.", "MILICA PETROVIC", a nickname, our id). A name that
// could be two people is nobody: a visit is never credited on a guess.
import { nameKeys } from '../attribution/normalize';

export interface StaffMember {
  id: string;
  name: string;
  aliases: string[];
  isActive: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The employee `given` names, or null when it names nobody or more than one. */
export function staffResolver(staff: readonly StaffMember[]) {
  const keyed = staff.map((member) => ({
    member,
    full: nameKeys(member.name),
    aliases: member.aliases.map((alias) => nameKeys(alias).join(' ')),
  }));
  const only = <T>(list: T[]): T | null => (list.length === 1 ? list[0]! : null);
  // Active staff first: a former employee shares a name with a new one more often than not.
  const prefer = (list: typeof keyed) => {
    const active = list.filter((k) => k.member.isActive);
    return only(active.length > 0 ? active : list);
  };
  const cache = new Map<string, string | null>();
  return (given: string): string | null => {
    if (cache.has(given)) return cache.get(given)!;
    const resolve = () => {
      if (UUID.test(given.trim()))
        return staff.find((m) => m.id === given.trim().toLowerCase())?.id ?? null;
      const keys = nameKeys(given);
      if (keys.length === 0) return null;
      const joined = keys.join(' ');
      const exact = keyed.filter((k) => k.full.join(' ') === joined);
      if (exact.length > 0) return prefer(exact)?.member.id ?? null;
      const alias = keyed.filter((k) => k.aliases.includes(joined));
      if (alias.length > 0) return prefer(alias)?.member.id ?? null;
      const [first, ...rest] = keys;
      const last = rest.at(-1);
      // "Milica" or "Milica P.": the first name, and the surname's initial when written.
      const partial = keyed.filter(
        (k) =>
          k.full[0] === first &&
          (last === undefined || (k.full.length > 1 && k.full.at(-1)!.startsWith(last))),
      );
      return prefer(partial)?.member.id ?? null;
    };
    const id = resolve();
    cache.set(given, id);
    return id;
  };
}
