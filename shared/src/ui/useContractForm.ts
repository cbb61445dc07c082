import { useState, type FormEvent } from 'react';
import { schemaResolver, useForm, type UseFormReturnType } from '@mantine/form';
import type { z } from 'zod';
import { applyApiErrors } from './forms';

/** A contract schema of an object (a form's values). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ObjectSchema = z.ZodType<any, Record<string, any>>;

export interface ContractFormOptions<S extends ObjectSchema> {
  /** Sends the checked values (the schema's output); a throw puts the server's errors on the form. */
  onSubmit: (values: z.output<S>) => Promise<unknown> | unknown;
  /** Check a field when it loses focus (default true), not only on submit. */
  validateInputOnBlur?: boolean;
}

export interface ContractForm<S extends ObjectSchema> {
  /** Mantine's form: `form.getInputProps('name')`, `form.key('name')`, `form.isDirty()`. */
  form: UseFormReturnType<z.input<S>>;
  /** Spread on the <form>: noValidate (never the browser's bubbles) and the submit handler. */
  formProps: { noValidate: true; onSubmit: (event?: FormEvent<HTMLFormElement>) => void };
  /** The server's error that no field carries (show it with FormError). */
  problem: string | null;
  submitting: boolean;
  /** The values differ from the last saved ones (feed useUnsavedChangesGuard). */
  dirty: boolean;
}

/**
 * The portal's one way to build a form: Mantine's form checked by the contract's zod schema
 * (the API checks the same), messages under the fields, the server's field errors put on the
 * fields, and the saved values becoming the new "clean" state.
 *
 *   const { form, formProps, problem, submitting } = useContractForm(ClientUpdate, initial, {
 *     onSubmit: (values) => save.mutateAsync(values),
 *   });
 *   <form {...formProps}><FormError message={problem} /><TextInput withAsterisk {...form.getInputProps('name')} />…
 */
export function useContractForm<S extends ObjectSchema>(
  schema: S,
  initialValues: z.input<S>,
  { onSubmit, validateInputOnBlur = true }: ContractFormOptions<S>,
): ContractForm<S> {
  const [problem, setProblem] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useForm<z.input<S>>({
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(schema, { sync: true }),
    validateInputOnBlur,
  });

  const send = async (values: z.input<S>) => {
    setProblem(null);
    setSubmitting(true);
    try {
      await onSubmit(schema.parse(values));
      form.resetDirty(values);
    } catch (error) {
      setProblem(applyApiErrors(form, error));
    } finally {
      setSubmitting(false);
    }
  };

  return {
    form,
    formProps: { noValidate: true, onSubmit: form.onSubmit((values) => void send(values)) },
    problem,
    submitting,
    dirty: form.isDirty(),
  };
}
