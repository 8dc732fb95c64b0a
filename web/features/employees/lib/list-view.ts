// The employees screen's own list facts; which state the list shows is web/lib/use-list-screen.ts.
export { decideListView } from '../../../lib/use-list-screen';

/** Whether "Print QR cards" has anything to print: some active employee is known to exist. */
export function hasActiveEmployees(
  data: { total: number; items: readonly { isActive: boolean }[] } | undefined,
): boolean {
  if (!data) return false;
  // A page that does not hold every employee cannot rule out active ones on other pages.
  return data.items.some((employee) => employee.isActive) || data.items.length < data.total;
}
