// A failure of a whole action (adding an employee, loading the list): the action's own words
// ('Failed to add employee') and, below, what the server or the network said when that adds
// something.
import { Alert } from '../../../components/ui/alert';
import type { ErrorText, FallbackKey } from '../../../lib/describe-error';
import { useErrorText } from '../../../lib/use-error-text';
import { useTranslation } from 'react-i18next';

export function FormFailure({
  title,
  detail,
  className,
}: {
  title: FallbackKey;
  detail: ErrorText | null;
  className?: string;
}) {
  const { t } = useTranslation();
  const show = useErrorText();
  const detailText = detail && !('key' in detail && detail.key === title) ? show(detail) : null;
  return (
    <Alert className={className}>
      {detail ? (
        <>
          <strong className="font-semibold">{t(title)}</strong>
          {detailText && <span className="block text-muted-foreground">{detailText}</span>}
        </>
      ) : undefined}
    </Alert>
  );
}
