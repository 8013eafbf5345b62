/** A submit button's label, with a spinner while the call is on its way. */
export function SendingLabel({ sending, idle, busy }: { sending: boolean; idle: string; busy: string }) {
  return sending ? (
    <>
      <span className="spinner spinner--small" aria-hidden="true" />
      {busy}
    </>
  ) : (
    <>{idle}</>
  );
}
