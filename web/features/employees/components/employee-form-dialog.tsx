// "Add employee" and "Edit": name, employee-since date and nicknames. The API's schemas check the
// input first (docs/product-rules.md §5 messages under the field); a refusal about the name (409 'This employee
// name already exists') is shown under Name as well, anything else above the buttons.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Employee } from '@common/schemas/employees';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import { defaultAddressAs } from '@common/address-as';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { describeError, type ErrorText } from '../../../lib/describe-error';
import { useErrorText } from '../../../lib/use-error-text';
import { useFormFields } from '../../../lib/use-form-fields';
import { useCreateEmployee } from '../api/create-employee';
import { useUpdateEmployee } from '../api/update-employee';
import { usePlaceEmployee } from '../api/place-employee';
import { openLocations, useSeveralLocations } from '../../../lib/locations-api';
import { LocationChoice } from './location-choice';
import {
  changedFields,
  formValuesOf,
  loadEmployeeFormSchema,
  toCreateRequest,
  type EmployeeFormValues,
} from '../lib/employee-form';
import { EMPLOYEE_FIELD_MESSAGES, fieldOfError } from '../lib/server-errors';
import { FormFailure } from './form-failure';
import type { EmployeeDialogProps } from './employee-types';

/** The colleague named by a 409 EMPLOYEE_NAME_SIMILAR, or null for any other failure. */
function similarNameOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code !== 'EMPLOYEE_NAME_SIMILAR') return null;
  const params = (error.body as { error?: { params?: { name?: unknown } } } | undefined)?.error
    ?.params;
  return typeof params?.name === 'string' ? params.name : null;
}

type Mutations = {
  create: ReturnType<typeof useCreateEmployee>;
  update: ReturnType<typeof useUpdateEmployee>;
};

/** Adds an employee when `employee` is absent, edits it otherwise. */
export function EmployeeFormDialog({ open, employee, onClose }: EmployeeDialogProps) {
  const { t } = useTranslation();
  const create = useCreateEmployee();
  const update = useUpdateEmployee();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      busy={create.isPending || update.isPending}
      title={
        employee
          ? t('employees.form.editTitle', { name: employee.name })
          : t('employees.form.addTitle')
      }
      description={employee ? undefined : t('employees.form.addIntro')}
    >
      <EmployeeForm
        key={employee?.id ?? 'new'}
        employee={employee}
        mutations={{ create, update }}
        onDone={onClose}
      />
    </Dialog>
  );
}

function EmployeeForm({
  employee,
  mutations: { create, update },
  onDone,
}: {
  employee: Employee | undefined;
  mutations: Mutations;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const show = useErrorText();
  const toast = useToast();
  const form = useFormFields(
    loadEmployeeFormSchema,
    formValuesOf(employee),
    employee ? 'edit-employee' : 'add-employee',
  );
  const [failure, setFailure] = useState<{ onName: boolean; text: ErrorText } | null>(null);
  const place = usePlaceEmployee();
  const locations = useSeveralLocations();
  const choices = locations ? openLocations(locations) : [];
  const several = locations !== null;
  // Null until changed: a new employee works everywhere, an edit keeps where they work.
  const [chosen, setChosen] = useState<string[] | null>(null);
  const locationIds =
    chosen ??
    (employee
      ? employee.locationIds.filter((id) => choices.some((l) => l.id === id))
      : choices.map((l) => l.id));
  const [locationsMissing, setLocationsMissing] = useState(false);
  // "Did you mean Milica Jovanović?": the colleague whose name this one reads like.
  const [similar, setSimilar] = useState<string | null>(null);
  const fallback = employee ? 'employees.errors.saveFailed' : 'employees.errors.addFailed';
  const pending = create.isPending || update.isPending || place.isPending;

  const onError = (error: unknown) => {
    const like = similarNameOf(error);
    if (like) return setSimilar(like);
    const onName = fieldOfError(error, EMPLOYEE_FIELD_MESSAGES) === 'name';
    setFailure({ onName, text: describeError(error, fallback) });
    if (onName) document.getElementById(form.fieldId('name'))?.focus();
  };

  /** `confirmSimilar`: the manager said it is a new person, not a colleague typed again. */
  async function submit(confirmSimilar = false) {
    const data = await form.validate();
    const placed = !several || locationIds.length > 0;
    setLocationsMissing(!placed);
    if (!data || !placed || pending) return;
    setFailure(null);
    setSimilar(null);
    const confirmation = confirmSimilar ? { confirmSimilar: true } : {};
    if (!employee) {
      create.mutate(
        { ...toCreateRequest(data), ...confirmation, ...(several ? { locationIds } : {}) },
        {
          onSuccess: (created) => {
            toast({
              tone: 'success',
              message: t('employees.toasts.added', { name: created.name }),
            });
            onDone();
          },
          onError,
        },
      );
      return;
    }
    const changes = changedFields(data, employee);
    const moved = chosen !== null && chosen.join() !== employee.locationIds.join();
    if (!changes && !moved) return onDone();
    try {
      if (changes)
        await update.mutateAsync({ id: employee.id, changes: { ...changes, ...confirmation } });
      if (moved) await place.mutateAsync({ id: employee.id, locationIds });
      toast({ tone: 'success', message: t('employees.toasts.saved') });
      onDone();
    } catch (error) {
      onError(error);
    }
  }

  const nameError = form.errors.name ?? (failure?.onName ? failure.text : undefined);

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField
        {...form.bind('name')}
        onValueChange={(value) => {
          form.setField('name', value);
          if (failure?.onName) setFailure(null);
          setSimilar(null);
        }}
        data-autofocus=""
        label={t('employees.form.name')}
        autoComplete="off"
        maxLength={100}
        aria-required="true"
        error={show(nameError)}
      />
      <TextField
        {...form.bind('employeeSince')}
        type="date"
        label={t('employees.form.since')}
        hint={t('employees.form.sinceHint')}
        className="sm:max-w-60"
        error={form.errors.employeeSince ? t('employees.form.dateInvalid') : undefined}
      />
      <TextField
        {...form.bind('aliases')}
        label={t('employees.form.aliases')}
        hint={t('employees.form.aliasesHint')}
        autoComplete="off"
        error={form.errors.aliases ? t('employees.form.aliasesInvalid') : undefined}
      />
      <SegmentedControl<EmployeeFormValues['addressAs']>
        stackOnPhone
        legend={t('employees.form.addressAs')}
        value={form.values.addressAs}
        onChange={(value) => form.setField('addressAs', value)}
        options={[
          {
            value: 'auto',
            label: t('employees.form.addressAsOptions.auto', {
              guess: t(`employees.form.addressAsOptions.${defaultAddressAs(form.values.name)}`),
            }),
          },
          { value: 'she', label: t('employees.form.addressAsOptions.she') },
          { value: 'he', label: t('employees.form.addressAsOptions.he') },
        ]}
      />
      <p className="-mt-2 text-sm text-muted-foreground">{t('employees.form.addressAsHint')}</p>
      {several && (
        <LocationChoice
          locations={choices}
          value={locationIds}
          onChange={(ids) => {
            setChosen(ids);
            if (ids.length > 0) setLocationsMissing(false);
          }}
          error={locationsMissing ? t('employees.form.locationsRequired') : undefined}
        />
      )}
      <FormFailure title={fallback} detail={failure && !failure.onName ? failure.text : null} />
      {similar && (
        <div
          role="alert"
          className="space-y-3 rounded-xl border border-warning/40 bg-warning-soft p-3.5 text-sm"
        >
          <p>{t('employees.form.similar', { name: similar })}</p>
          <Button variant="secondary" size="sm" onClick={() => void submit(true)}>
            {employee ? t('employees.form.similarSave') : t('employees.form.similarAdd')}
          </Button>
        </div>
      )}
      <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={pending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" pending={pending}>
          {employee ? t('employees.form.submitSave') : t('employees.form.submitAdd')}
        </Button>
      </div>
    </form>
  );
}
