import { useId, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormMessage } from '@/components/ui/form-message';
import { withNotice } from '@/components/ui/route-notice';
import { paths } from '@/config/paths';
import { formError } from '@/lib/api-client';
import { useFileDownload } from '@/lib/use-file-download';
import { useSession } from '@/session';

import { exportMyData } from '../api/export-my-data';
import { signOutEverywhere } from '../api/sign-out-everywhere';
import { SECURITY_TEXTS } from '../lib/security-texts';

import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountDialog } from './delete-account-dialog';

/** /account/security: password, sessions, the data download and erasing the account. */
export default function SecurityPage() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-3 py-8 sm:px-6">
      <header className="flex flex-col gap-2">
        <Link to={paths.account} className="self-start text-blue-700 underline">
          {SECURITY_TEXTS.backToAccount}
        </Link>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{SECURITY_TEXTS.title}</h1>
      </header>
      <Section>
        <ChangePasswordForm />
      </Section>
      <SignOutEverywhere />
      <DownloadMyData username={user.username} />
      {/* Staff accounts are erased by other staff, never by themselves (docs/api.md, Erasure and export). */}
      {!user.is_staff && <DeleteMyAccount />}
    </div>
  );
}

function Section({ children }: { children: ReactNode }) {
  return <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">{children}</section>;
}

/** One thing the page offers, in its own card: its heading, what it does, then its controls. */
function SecurityTask({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Section>
      <div className="flex flex-col gap-3" aria-labelledby={titleId} role="group">
        <h2 id={titleId} className="text-xl font-semibold text-slate-900">
          {title}
        </h2>
        <p className="text-slate-700">{intro}</p>
        {children}
      </div>
    </Section>
  );
}

function SignOutEverywhere() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function signOut() {
    setBusy(true);
    setError(undefined);
    try {
      await signOutEverywhere();
      navigate(paths.login, { replace: true, state: withNotice(SECURITY_TEXTS.signedOutEverywhere) });
    } catch (caught) {
      setError(formError(caught) ?? SECURITY_TEXTS.tryAgain);
      setBusy(false);
    }
  }

  return (
    <SecurityTask title={SECURITY_TEXTS.signOutTitle} intro={SECURITY_TEXTS.signOutIntro}>
      <Button variant="secondary" className="self-start" onClick={() => setOpen(true)}>
        {SECURITY_TEXTS.signOutEverywhere}
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title={SECURITY_TEXTS.signOutConfirmTitle}
        explanation={SECURITY_TEXTS.signOutConfirmText}
        error={error}
        cancelLabel={SECURITY_TEXTS.cancel}
        confirmLabel={SECURITY_TEXTS.signOutConfirm}
        busyLabel={SECURITY_TEXTS.signingOut}
        busy={busy}
        onConfirm={() => void signOut()}
      />
    </SecurityTask>
  );
}

function DownloadMyData({ username }: { username: string }) {
  const { busy, error, download } = useFileDownload({ failed: SECURITY_TEXTS.downloadFailed, tryAgain: SECURITY_TEXTS.tryAgain });
  const filename = `onepair-${username.replace(/[^\w.@+-]/g, '_')}.json`;

  return (
    <SecurityTask title={SECURITY_TEXTS.downloadTitle} intro={SECURITY_TEXTS.downloadIntro}>
      <FormMessage message={error} />
      <Button variant="secondary" className="self-start" onClick={() => void download(exportMyData, filename)} disabled={busy}>
        {busy ? SECURITY_TEXTS.downloading : SECURITY_TEXTS.download}
      </Button>
    </SecurityTask>
  );
}

function DeleteMyAccount() {
  const [open, setOpen] = useState(false);
  return (
    <SecurityTask title={SECURITY_TEXTS.deleteTitle} intro={SECURITY_TEXTS.deleteIntro}>
      <Button variant="danger" className="self-start" onClick={() => setOpen(true)}>
        {SECURITY_TEXTS.deleteAccount}
      </Button>
      {/* Mounted only while open, so a cancelled attempt leaves no typed password behind. */}
      {open && <DeleteAccountDialog open onClose={() => setOpen(false)} />}
    </SecurityTask>
  );
}
