import { useId, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormMessage } from '@/components/ui/form-message';
import { withNotice } from '@/components/ui/route-notice';
import { paths } from '@/config/paths';
import { useTexts } from '@/i18n';
import { useContractMessage } from '@/i18n/contract-messages';
import { formError } from '@/lib/api-errors';
import { useFileDownload } from '@/lib/use-file-download';
import { useSession } from '@/session';

import { exportMyData } from '../api/export-my-data';
import { signOutEverywhere } from '../api/sign-out-everywhere';
import { accountTexts } from '../texts';

import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountDialog } from './delete-account-dialog';

/** /account/security: password, sessions, the data download and erasing the account. */
export default function SecurityPage() {
  const { user } = useSession();
  const t = useTexts(accountTexts);
  if (!user) return null;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-3 py-8 sm:px-6">
      <header className="flex flex-col gap-2">
        <Link to={paths.account} className="self-start text-blue-700 underline">
          {t('backToAccount')}
        </Link>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('security')}</h1>
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
  const t = useTexts(accountTexts);
  const message = useContractMessage();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function signOut() {
    setBusy(true);
    setError(undefined);
    try {
      await signOutEverywhere();
      navigate(paths.login, { replace: true, state: withNotice(t('signedOutEverywhere')) });
    } catch (caught) {
      const reason = formError(caught);
      setError(reason ? message(reason) : t('somethingWrong'));
      setBusy(false);
    }
  }

  return (
    <SecurityTask title={t('signOutEverywhere')} intro={t('signOutIntro')}>
      <Button variant="secondary" className="self-start" onClick={() => setOpen(true)}>
        {t('signOutEverywhere')}
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('signOutConfirmTitle')}
        explanation={t('signOutConfirmText')}
        error={error}
        cancelLabel={t('cancel')}
        confirmLabel={t('signOutConfirm')}
        busyLabel={t('signingOut')}
        busy={busy}
        onConfirm={() => void signOut()}
      />
    </SecurityTask>
  );
}

function DownloadMyData({ username }: { username: string }) {
  const t = useTexts(accountTexts);
  const { busy, error, download } = useFileDownload({ failed: t('dataDownloadFailed'), tryAgain: t('somethingWrong') });
  const filename = `onepair-${username.replace(/[^\w.@+-]/g, '_')}.json`;

  return (
    <SecurityTask title={t('downloadData')} intro={t('downloadIntro')}>
      <FormMessage message={error} />
      <Button variant="secondary" className="self-start" onClick={() => void download(exportMyData, filename)} disabled={busy}>
        {busy ? t('preparingData') : t('downloadData')}
      </Button>
    </SecurityTask>
  );
}

function DeleteMyAccount() {
  const t = useTexts(accountTexts);
  const [open, setOpen] = useState(false);
  return (
    <SecurityTask title={t('deleteAccount')} intro={t('deleteIntro')}>
      <Button variant="danger" className="self-start" onClick={() => setOpen(true)}>
        {t('deleteAccount')}
      </Button>
      {/* Mounted only while open, so a cancelled attempt leaves no typed password behind. */}
      {open && <DeleteAccountDialog open onClose={() => setOpen(false)} />}
    </SecurityTask>
  );
}
