import { useState, type ReactNode } from 'react';
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
      <Section>
        <SignOutEverywhere />
      </Section>
      <Section>
        <DownloadMyData username={user.username} />
      </Section>
      {/* Staff accounts are erased by other staff, never by themselves (docs/api.md, Erasure and export). */}
      {!user.is_staff && (
        <Section>
          <DeleteMyAccount />
        </Section>
      )}
    </div>
  );
}

function Section({ children }: { children: ReactNode }) {
  return <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">{children}</section>;
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
    <div className="flex flex-col gap-3" aria-labelledby="sign-out-title" role="group">
      <h2 id="sign-out-title" className="text-xl font-semibold text-slate-900">
        {SECURITY_TEXTS.signOutTitle}
      </h2>
      <p className="text-slate-700">{SECURITY_TEXTS.signOutIntro}</p>
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
    </div>
  );
}

function DownloadMyData({ username }: { username: string }) {
  const { busy, error, download } = useFileDownload({ failed: SECURITY_TEXTS.downloadFailed, tryAgain: SECURITY_TEXTS.tryAgain });
  const filename = `onepair-${username.replace(/[^\w.@+-]/g, '_')}.json`;

  return (
    <div className="flex flex-col gap-3" aria-labelledby="download-title" role="group">
      <h2 id="download-title" className="text-xl font-semibold text-slate-900">
        {SECURITY_TEXTS.downloadTitle}
      </h2>
      <p className="text-slate-700">{SECURITY_TEXTS.downloadIntro}</p>
      <FormMessage message={error} />
      <Button variant="secondary" className="self-start" onClick={() => void download(exportMyData, filename)} disabled={busy}>
        {busy ? SECURITY_TEXTS.downloading : SECURITY_TEXTS.download}
      </Button>
    </div>
  );
}

function DeleteMyAccount() {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-col gap-3" aria-labelledby="delete-title" role="group">
      <h2 id="delete-title" className="text-xl font-semibold text-slate-900">
        {SECURITY_TEXTS.deleteTitle}
      </h2>
      <p className="text-slate-700">{SECURITY_TEXTS.deleteIntro}</p>
      <Button variant="danger" className="self-start" onClick={() => setOpen(true)}>
        {SECURITY_TEXTS.deleteAccount}
      </Button>
      {/* Mounted only while open, so a cancelled attempt leaves no typed password behind. */}
      {open && <DeleteAccountDialog open onClose={() => setOpen(false)} />}
    </div>
  );
}
