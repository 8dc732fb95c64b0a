// The docs/product-rules.md §7 backend-function envelope: { success, data?, error? }. A false flag is raised with
// the function's own error text (docs/product-rules.md §5).
export interface FunctionEnvelope<T> {
  success: boolean;
  data?: T;
  error?: string;
}

export function checkEnvelope<T>(envelope: FunctionEnvelope<T> | undefined): FunctionEnvelope<T> {
  if (!envelope?.success) throw new Error(envelope?.error ?? '');
  return envelope;
}

export function unwrapEnvelope<T>(envelope: FunctionEnvelope<T> | undefined): T {
  const { data } = checkEnvelope(envelope);
  if (data === undefined) throw new Error('');
  return data;
}
