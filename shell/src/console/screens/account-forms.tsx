import { useId, useState, type FormEvent } from 'react';
import {
  AccountCreateRequest,
  AccountUpdateRequest,
  STAFF_ROLES,
  STAFF_ROLE_LABELS,
  type OneTimePasswordResponse,
  type StaffAccount,
  type StaffRole,
} from '@aec/contracts';
import { useStaffConsole } from '@aec/ui';
import { ConsoleDialog } from '../console-dialog';
import { BusyButton, FormError, SelectField, TextField } from '../console-fields';
import { fieldErrorsOf, messageOf } from '../console-format';

const roleOptions = STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }));
const roleHint = 'Publisher: notices, tenders, news and events. Grievance officer: the grievance desk. Administrator: everything, including accounts.';

/** Email, name and role; the answer carries the one-time password. What was typed stays on a refusal. */
export function CreateAccountForm({ onCreated }: { onCreated: (created: OneTimePasswordResponse) => void }) {
  const { request } = useStaffConsole();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<StaffRole>('publisher');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<{ message: string | null; at: number }>({ message: null, at: 0 });
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = AccountCreateRequest.safeParse({ email, name, role });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      setFailure({ message: 'Check the fields marked below.', at: Date.now() });
      return;
    }
    setErrors({});
    setFailure({ message: null, at: 0 });
    setBusy(true);
    try {
      const created = await request<OneTimePasswordResponse>('/accounts', { method: 'POST', body: parsed.data });
      setEmail('');
      setName('');
      setRole('publisher');
      onCreated(created);
    } catch (error) {
      setFailure({ message: messageOf(error), at: Date.now() });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="console-form" onSubmit={submit} noValidate aria-label="Add an account">
      <FormError message={failure.message} shownAt={failure.at} />
      <TextField label="Email" type="email" autoComplete="off" spellCheck={false} value={email} onValueChange={setEmail} error={errors.email} required />
      <TextField label="Name" autoComplete="off" value={name} onValueChange={setName} error={errors.name} hint="As staff and the audit log should see it, e.g. Dr. Priya Das." required />
      <SelectField label="Role" value={role} onValueChange={(value) => setRole(value as StaffRole)} options={roleOptions} hint={roleHint} error={errors.role} />
      <BusyButton type="submit" busy={busy} busyLabel="Creating the account…">
        Create account
      </BusyButton>
    </form>
  );
}

interface EditAccountDialogProps {
  account: StaffAccount | null;
  onSaved: (account: StaffAccount) => void;
  onClose: () => void;
}

/** Name and role of one account; the server refuses an administrator demoting themself (its sentence is shown). */
export function EditAccountDialog({ account, onSaved, onClose }: EditAccountDialogProps) {
  const titleId = useId();
  return (
    <ConsoleDialog open={account !== null} titleId={titleId} onCancel={onClose}>
      {account && (
        <>
          <h2 id={titleId}>Edit {account.name}</h2>
          <p className="console-muted">{account.email}</p>
          <EditAccountForm key={account.id} account={account} onSaved={onSaved} onClose={onClose} />
        </>
      )}
    </ConsoleDialog>
  );
}

function EditAccountForm({ account, onSaved, onClose }: { account: StaffAccount; onSaved: (account: StaffAccount) => void; onClose: () => void }) {
  const { request } = useStaffConsole();
  const [name, setName] = useState(account.name);
  const [role, setRole] = useState<StaffRole>(account.role);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<{ message: string | null; at: number }>({ message: null, at: 0 });
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const changes = { ...(name.trim() !== account.name ? { name } : {}), ...(role !== account.role ? { role } : {}) };
    const parsed = AccountUpdateRequest.safeParse(changes);
    if (!parsed.success) {
      const found = fieldErrorsOf(parsed.error);
      setErrors(found);
      setFailure({ message: found[''] ? 'Nothing has changed: change the name or the role, or cancel.' : 'Check the fields marked below.', at: Date.now() });
      return;
    }
    setErrors({});
    setFailure({ message: null, at: 0 });
    setBusy(true);
    try {
      const saved = await request<{ account: StaffAccount }>(`/accounts/${account.id}`, { method: 'PATCH', body: parsed.data });
      onSaved(saved.account);
    } catch (error) {
      setFailure({ message: messageOf(error), at: Date.now() });
      setBusy(false);
    }
  };

  return (
    <form className="console-form" onSubmit={submit} noValidate>
      <FormError message={failure.message} shownAt={failure.at} />
      <TextField label="Name" autoComplete="off" value={name} onValueChange={setName} error={errors.name} required />
      <SelectField label="Role" value={role} onValueChange={(value) => setRole(value as StaffRole)} options={roleOptions} hint={roleHint} error={errors.role} />
      <div className="console-actions">
        <BusyButton type="submit" busy={busy} busyLabel="Saving…">
          Save changes
        </BusyButton>
        <button type="button" className="button button--secondary" onClick={onClose} disabled={busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}
