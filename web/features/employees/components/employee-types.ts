import type { Employee } from '@common/schemas/employees';

/** What the signed-in role may do with employees (docs/product-rules.md §6; the server decides, this only hides). */
export interface EmployeePermissions {
  create: boolean;
  update: boolean;
  delete: boolean;
  /** Ask a customer for a review on the employee's behalf (docs/review-requests.md). */
  ask: boolean;
}

/** The dialogs of the employees screen, each with the employee it is about. */
export type EmployeeDialogRequest =
  | { kind: 'add' }
  | { kind: 'edit' | 'credentials' | 'deactivate' | 'delete' | 'ask'; employee: Employee };

/** Props every dialog of the screen takes; `employee` is absent only when adding one. */
export interface EmployeeDialogProps {
  open: boolean;
  employee: Employee | undefined;
  onClose: () => void;
}
