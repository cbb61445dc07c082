import { useState, type FormEvent } from 'react';
import { useForm, type UseFormReturnType } from '@mantine/form';
import type { z } from 'zod';
import { contractMessage } from '../i18n/contractMessages';
import { applyApiErrors } from './forms';

/** A contract schema (a call's body, or a form's values). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ObjectSchema = z.ZodType<any, any>;

/**
 * The errors of a body as the call's own schema finds them, by field path (`startTime`,
 * `missions.0.name`): the first message of each field. Zod words its own messages in the page's
 * language (i18n/zodLocale.ts), the kit those of the contract's common field types
 * (contractMessage); `messages` gives the area's words for its calls' own custom messages.
 */
export function contractErrors(
  schema: ObjectSchema,
  body: unknown,
  messages: Readonly<Record<string, string>> = {},
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of schema.safeParse(body).error?.issues ?? []) {
    errors[issue.path.map(String).join('.')] ??= messages[issue.message] ?? contractMessage(issue.message);
  }
  return errors;
}

export interface ContractFormOptions<S extends ObjectSchema, V> {
  /** Sends the checked body (the schema's output); a throw puts the server's errors on the form. */
  onSubmit: (body: z.output<S>) => Promise<unknown> | unknown;
  /**
   * The call's body from the form's values, when the form holds them otherwise (euros typed for
   * cents, a choice as a string for an id). Its errors land on the fields of the same names.
   */
  toBody?: (values: V) => z.input<S>;
  /** The form's own checks the contract cannot make (a choice the page requires), by field. */
  check?: (values: V) => Record<string, string | null | undefined>;
  /** The area's words for its calls' own custom English messages (see contractErrors). */
  messages?: Readonly<Record<string, string>>;
  /** Check a field when it loses focus (default true), not only on submit. */
  validateInputOnBlur?: boolean;
}

export interface ContractForm<V> {
  /** Mantine's form: `form.getInputProps('name')`, `form.key('name')`, `form.isDirty()`. */
  form: UseFormReturnType<V>;
  /** Spread on the <form>: noValidate (never the browser's bubbles) and the submit handler. */
  formProps: { noValidate: true; onSubmit: (event?: FormEvent<HTMLFormElement>) => void };
  /** The server's error that no field carries (show it with FormError). */
  problem: string | null;
  submitting: boolean;
  /** The values differ from the last saved ones (feed useUnsavedChangesGuard). */
  dirty: boolean;
}

/**
 * The portal's one way to build a form: Mantine's form checked by the call's contract schema
 * (the API checks the same), messages under the fields, the server's field errors put on the
 * fields, and the saved values becoming the new "clean" state.
 *
 *   const { form, formProps, problem, submitting } = useContractForm(api.clients.updateClient.body, initial, {
 *     toBody: (values) => ({ ...values, clientId }),
 *     onSubmit: (body) => save.mutateAsync(body),
 *   });
 *   <form {...formProps}><FormError message={problem} /><TextInput withAsterisk {...form.getInputProps('name')} />…
 */
export function useContractForm<S extends ObjectSchema, V extends object = z.input<S>>(
  schema: S,
  initialValues: V,
  { onSubmit, toBody, check, messages, validateInputOnBlur = true }: ContractFormOptions<S, V>,
): ContractForm<V> {
  const [problem, setProblem] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const bodyOf = (values: V) => (toBody ? toBody(values) : values);
  const form = useForm<V>({
    mode: 'controlled',
    initialValues,
    validate: (values) => {
      const own = Object.entries(check?.(values) ?? {}).filter((e): e is [string, string] => Boolean(e[1]));
      return { ...contractErrors(schema, bodyOf(values), messages), ...Object.fromEntries(own) };
    },
    validateInputOnBlur,
  });

  const send = async (values: V) => {
    setProblem(null);
    setSubmitting(true);
    try {
      await onSubmit(schema.parse(bodyOf(values)));
      // What is in the form now is saved (or what onSubmit put back, as an add form emptied).
      form.resetDirty();
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
