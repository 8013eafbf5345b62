import type { FormEvent, ReactNode, Ref } from 'react';
import { PAGE_FORM_FIELD } from '@aec/contracts';
import { FormErrorSummary, formErrorsOf, type PageForm } from '@aec/ui';
import { useOfficeT } from '../../../messages/hooks';
import type { FailureWords } from '../grievance-words';
import { CallErrorMessage } from './call-error-message';
import { SendingLabel } from './sending-label';

export interface GrievanceStepFormProps {
  /** The step's page form: posted to the page itself when sent before the script arrives. */
  pageForm: PageForm;
  headingId: string;
  formRef: Ref<HTMLFormElement>;
  callErrorRef: Ref<HTMLDivElement>;
  onSubmit: (event: FormEvent) => void;
  sending: boolean;
  /** The field errors as shown, and the id of a field's input (the summary links to it). */
  errors: Partial<Record<string, string>>;
  fieldId: (name: string) => string;
  callError: FailureWords | null;
  /** The submit button's words, idle and while sending. */
  submit: { idle: string; busy: string };
  /** The link-like button to the other step: the server's action without the script, `onSwitch` with it. */
  other: { action: string; label: string; onSwitch: () => void };
  /** The step's fields. */
  children: ReactNode;
}

/** One step of the grievance form: its error summary, fields, the call's error, the submit button and the way to the other step. */
export function GrievanceStepForm({
  pageForm,
  headingId,
  formRef,
  callErrorRef,
  onSubmit,
  sending,
  errors,
  fieldId,
  callError,
  submit,
  other,
  children,
}: GrievanceStepFormProps) {
  const t = useOfficeT();
  return (
    <form {...pageForm.formProps} ref={formRef} noValidate onSubmit={onSubmit} aria-busy={sending} aria-labelledby={headingId}>
      {pageForm.actionField}
      <FormErrorSummary title={t('common.errorSummary')} errors={formErrorsOf(errors, fieldId)} />
      {children}
      <CallErrorMessage ref={callErrorRef} failure={callError} />
      <div className="grievance__actions">
        <button type="submit" className="button" disabled={sending}>
          <SendingLabel sending={sending} idle={submit.idle} busy={submit.busy} />
        </button>
        <button
          type="submit"
          name={PAGE_FORM_FIELD}
          value={other.action}
          formNoValidate
          className="link-button"
          onClick={(event) => {
            // Without the script the server answers with the page at that step.
            event.preventDefault();
            other.onSwitch();
          }}
          disabled={sending}
        >
          {other.label}
        </button>
      </div>
    </form>
  );
}
