import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { googleBusinessUrlSchema } from '@common/schemas/auth';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/text-field';
import { useConnectBusiness } from '../../api/connect-business';
import { useErrorText } from '../../../../lib/use-error-text';
import { useFormFields } from '../../../../lib/use-form-fields';
import { describeError } from '../../../../lib/describe-error';

const schema = z.object({ googleBusinessUrl: googleBusinessUrlSchema });
const loadSchema = async () => schema;

/** Creates a business from its Google Business URL and connects the user to it. */
export function CreateBusinessForm() {
  const { t } = useTranslation();
  const show = useErrorText();
  const form = useFormFields(loadSchema, { googleBusinessUrl: '' }, 'create-business');
  const connect = useConnectBusiness();

  return (
    <form
      noValidate
      aria-labelledby="create-business-title"
      className="flex flex-col rounded-2xl border bg-card p-5 shadow-sm sm:p-6"
      onSubmit={(event) => {
        event.preventDefault();
        void form.validate().then((body) => {
          if (body && !connect.isPending) connect.mutate(body);
        });
      }}
    >
      <h2 id="create-business-title" className="text-lg font-semibold">
        {t('businessSetup.create.title')}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t('businessSetup.create.body')}</p>
      <TextField
        className="mt-5"
        id={form.fieldId('googleBusinessUrl')}
        label={t('auth.fields.googleBusinessUrl')}
        type="url"
        inputMode="url"
        spellCheck={false}
        placeholder="https://maps.app.goo.gl/…"
        hint={t('auth.fields.googleBusinessUrlHint')}
        value={form.values.googleBusinessUrl}
        onValueChange={(value) => form.setField('googleBusinessUrl', value)}
        error={show(form.errors.googleBusinessUrl)}
      />
      <Alert className="mt-4">
        {connect.isError
          ? show(describeError(connect.error, 'businessSetup.errors.connectFailed'))
          : undefined}
      </Alert>
      <Button type="submit" className="mt-5 self-start" pending={connect.isPending}>
        {t('businessSetup.create.submit')}
      </Button>
    </form>
  );
}
