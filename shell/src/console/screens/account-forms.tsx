import { useId, useState } from 'react';
import {
  AccountCreateRequest,
  AccountUpdateRequest,
  STAFF_ROLES,
  STAFF_ROLE_LABELS,
  type OneTimePasswordResponse,
  type StaffAccount,
  type StaffRole,
} from '@aec/contracts';
import { Dialog, Select, TextField, useStaffConsole } from '@aec/ui';
import { BusyButton, FormError } from '../console-fields';
import { checkedBy, useConsoleForm } from '../use-console-form';

const roleOptions = STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }));
const roleHint = 'Publisher: notices, tenders, news and events. Grievance officer: the grievance desk. Administrator: everything, including accounts.';

/** Email, name and role; the answer carries the one-time password. What was typed stays on a refusal. */
export function CreateAccountForm({ onCreated }: { onCreated: (created: OneTimePasswordResponse) => void }) {
  const { request } = useStaffConsole();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<StaffRole>('publisher');
  const { errors, failure, busy, submit } = useConsoleForm(
    () => checkedBy(AccountCreateRequest.safeParse({ email, name, role })),
    async (body) => {
      const created = await request<OneTimePasswordResponse>('/accounts', { method: 'POST', body });
      setEmail('');
      setName('');
      setRole('publisher');
      onCreated(created);
    },
  );

  return (
    <form className="console-form" onSubmit={submit} noValidate aria-label="Add an account">
      <FormError message={failure.message} shownAt={failure.at} />
      <TextField label="Email" type="email" autoComplete="off" spellCheck={false} value={email} onChange={setEmail} error={errors.email} required />
      <TextField
        label="Name"
        autoComplete="off"
        value={name}
        onChange={setName}
        error={errors.name}
        hint="As staff and the audit log should see it, e.g. Dr. Priya Das."
        required
      />
      <Select label="Role" value={role} onChange={(value) => setRole(value as StaffRole)} options={roleOptions} hint={roleHint} error={errors.role} />
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
    <Dialog open={account !== null} titleId={titleId} onCancel={onClose}>
      {account && (
        <>
          <h2 id={titleId}>Edit {account.name}</h2>
          <p className="console-muted">{account.email}</p>
          <EditAccountForm key={account.id} account={account} onSaved={onSaved} onClose={onClose} />
        </>
      )}
    </Dialog>
  );
}

function EditAccountForm({ account, onSaved, onClose }: { account: StaffAccount; onSaved: (account: StaffAccount) => void; onClose: () => void }) {
  const { request } = useStaffConsole();
  const [name, setName] = useState(account.name);
  const [role, setRole] = useState<StaffRole>(account.role);
  const { errors, failure, busy, submit } = useConsoleForm(
    () => {
      const changes = { ...(name.trim() !== account.name ? { name } : {}), ...(role !== account.role ? { role } : {}) };
      const checked = checkedBy(AccountUpdateRequest.safeParse(changes));
      return checked.ok || !('' in checked.errors) ? checked : { ...checked, summary: 'Nothing has changed: change the name or the role, or cancel.' };
    },
    async (body) => onSaved((await request<{ account: StaffAccount }>(`/accounts/${account.id}`, { method: 'PATCH', body })).account),
  );

  return (
    <form className="console-form" onSubmit={submit} noValidate>
      <FormError message={failure.message} shownAt={failure.at} />
      <TextField label="Name" autoComplete="off" value={name} onChange={setName} error={errors.name} required />
      <Select label="Role" value={role} onChange={(value) => setRole(value as StaffRole)} options={roleOptions} hint={roleHint} error={errors.role} />
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
