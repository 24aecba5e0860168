import { useTranslation } from '@portal/shared/i18n/react';

/**
 * Form messages are i18n keys of the `shell` namespace; the rules of docs/auth-and-sessions.md that come from
 * @portal/shared/validation carry their exact (German) text, which is shown as it is.
 */
export function useFieldMessage() {
  const { i18n } = useTranslation('shell');
  return (message: string | undefined): string | undefined =>
    message === undefined
      ? undefined
      : i18n.exists(message, { ns: 'shell' })
        ? // The key comes from a schema at run time, so it cannot be checked against the resources here; i18n.exists
          // narrows it to a branded type that t() does not take, so the cast is needed (whatever the lint rule thinks).
          // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
          i18n.t(message as 'validation.emailRequired', { ns: 'shell' })
        : message;
}
