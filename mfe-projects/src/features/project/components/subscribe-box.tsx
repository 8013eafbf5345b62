import { useId, useRef, useState, type FormEvent } from 'react';
import { TenderSubscriptionRequest } from '@aec/contracts';
import { describeError, TextField } from '@aec/ui';
import type { Project } from '../../../data/projects';
import { subscribeToTenders } from '../api/projects-api';

type Sending = { state: 'idle' } | { state: 'sending' } | { state: 'done'; message: string } | { state: 'failed'; message: string };

/**
 * Tender alerts by email (double opt-in): the API stores the address and mails a confirmation link;
 * nothing else is sent until that link is opened. What was typed stays after any failure.
 */
export function SubscribeBox({ project }: { project: Project }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [sending, setSending] = useState<Sending>({ state: 'idle' });
  const inputRef = useRef<HTMLInputElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (sending.state === 'sending') return;
    const checked = TenderSubscriptionRequest.safeParse({ email });
    if (!checked.success) {
      setFieldError(checked.error.issues[0]?.message ?? 'Enter a valid email address');
      inputRef.current?.focus();
      return;
    }
    setFieldError('');
    setSending({ state: 'sending' });
    try {
      const answer = await subscribeToTenders(project.project_code, checked.data.email);
      setSending({ state: 'done', message: answer.message });
    } catch (error) {
      setSending({ state: 'failed', message: describeError(error) });
    }
    requestAnimationFrame(() => outcomeRef.current?.focus());
  }

  const busy = sending.state === 'sending';
  return (
    <section className="subscribe-box" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="subscribe-box__heading">
        Get {project.name} tenders by email
      </h2>
      <p className="subscribe-box__intro">
        We mail you when a {project.name} tender is published or changed by a corrigendum. You confirm your address first, and every mail has a link to stop them.
      </p>
      <form method="post" className="subscribe-box__form" noValidate onSubmit={onSubmit} aria-busy={busy}>
        <TextField
          id={`${id}-email`}
          name="email"
          label="Email address"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
          required
          value={email}
          error={fieldError || undefined}
          inputRef={inputRef}
          onChange={setEmail}
        />
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Subscribing…' : 'Subscribe'}
        </button>
      </form>
      <div ref={outcomeRef} tabIndex={-1} className="subscribe-box__outcome" role="status">
        {sending.state === 'done' && <p className="message--success">{sending.message}</p>}
        {sending.state === 'failed' && (
          <p className="message--error">
            {sending.message} Your address is still in the box: press Subscribe to try again.
          </p>
        )}
      </div>
    </section>
  );
}
