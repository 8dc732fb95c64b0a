// Which of the list's states the employees screen shows. "Empty" (no employees yet: explain the
// QR idea and offer "Add employee") and "no results" (a search or status hides everyone: offer to
// clear it) need different help, so the decision looks at the filters too.

export type ListView = 'loading' | 'error' | 'empty' | 'no-results' | 'list';

export interface ListViewInput {
  /** The answer on screen: the current one, or the previous one kept while a new one loads. */
  data: { total: number; items: readonly unknown[] } | undefined;
  isError: boolean;
  /** A search or status filter is applied. */
  filtered: boolean;
}

export function decideListView({ data, isError, filtered }: ListViewInput): ListView {
  // Data on screen wins over an error of a background refetch: the list stays usable.
  if (!data) return isError ? 'error' : 'loading';
  if (data.total === 0) return filtered ? 'no-results' : 'empty';
  return 'list';
}

/** Whether "Print QR cards" has anything to print: some active employee is known to exist. */
export function hasActiveEmployees(
  data: { total: number; items: readonly { isActive: boolean }[] } | undefined,
): boolean {
  if (!data) return false;
  // A page that does not hold every employee cannot rule out active ones on other pages.
  return data.items.some((employee) => employee.isActive) || data.items.length < data.total;
}
