import { useState } from 'react';
import { useForm } from '@mantine/form';
import { applyApiErrors } from '@courier/shared';
import { contractErrors, type BodySchema } from '../utils/contractErrors';

/** What a mutation's `mutate` takes besides the body: the refusal's handler. */
interface SendOptions {
  onError: (error: unknown) => void;
}

/**
 * A form of the panel on the portal's form approach: Mantine's form, checked before sending by
 * the call's own contract schema (plus the form's words for a choice, `check`), each message
 * next to its field and none from the browser (the form element has `noValidate`). A refusal of
 * the server puts its fields on the inputs (`applyApiErrors`), or gives `formError`, the message
 * to show when no field carries it.
 */
export function useContractForm<Values extends object, Body>({
  initialValues,
  schema,
  toBody,
  check,
}: {
  initialValues: Values;
  /** `api.planning.<call>.body`. */
  schema: BodySchema | undefined;
  toBody: (values: Values) => Body;
  check?: (values: Values) => Record<string, string>;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate: (values) => ({ ...contractErrors(schema, toBody(values)), ...check?.(values) }),
  });

  /** The submit handler: checks the values, then sends their body with `send`. */
  const onSubmit = (send: (body: Body, options: SendOptions) => void) =>
    form.onSubmit((values) => {
      setFormError(null);
      send(toBody(values), { onError: (error) => setFormError(applyApiErrors(form, error)) });
    });

  return { form, formError, onSubmit };
}
