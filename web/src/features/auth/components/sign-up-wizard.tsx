import { useRef, useState } from 'react';

import { paths } from '@/config/paths';
import { useSession, type AccountType } from '@/session';
import { useUpdateAccount } from '@/session/api/update-account';
import { useUpdateUser } from '@/session/api/update-user';

import { useSignUp } from '../api/sign-up';
import { useSubmitApplication, type DonateeApplication } from '../api/update-donatee';
import { useFocusHeadingOnChange } from '../lib/focus-heading-on-change';

import { AccountTypeStep } from './account-type-step';
import { ContactStep, EMPTY_CONTACT, type ContactDetails } from './contact-step';
import { DonateeFormStep } from './donatee-form-step';
import { ProgressDots, progressDotCount } from './progress-dots';
import { SignUpCredentialsStep, type Credentials } from './sign-up-credentials-step';

export type SignUpStep = 0 | 1 | 2 | 3;

export interface SignUpWizardProps {
  /** The account type step 1 shows as chosen until the visitor picks one. */
  suggestedType?: AccountType;
  onHaveAccount: () => void;
  /** Where the wizard ends: the donation form for a donator, the account page for a donatee. */
  onFinished: (destination: typeof paths.donate | typeof paths.account) => void;
}

/** Sign-up: 0 → 1 → 2 → (donatee) 3 → /account; (donator) 2 → /donate/form. */
export function SignUpWizard({ suggestedType, onHaveAccount, onFinished }: SignUpWizardProps) {
  const session = useSession();
  const { login, setAuth } = session;
  const [step, setStep] = useState<SignUpStep>(0);
  const [type, setType] = useState<AccountType | null>(suggestedType ?? null);
  const [contact, setContact] = useState<ContactDetails>(EMPTY_CONTACT);
  const [credentialsBusy, setCredentialsBusy] = useState(false);
  const [credentialsError, setCredentialsError] = useState<unknown>(null);
  // The user made by step 0, so that a retry after a failed automatic login only logs in.
  const [created, setCreated] = useState<Credentials | null>(null);
  const signUp = useSignUp();
  const updateAccount = useUpdateAccount();
  const updateUser = useUpdateUser();
  const [detailsBusy, setDetailsBusy] = useState(false);
  const [detailsError, setDetailsError] = useState<unknown>(null);
  const submission = useSubmitApplication();
  const wizard = useRef<HTMLDivElement>(null);
  useFocusHeadingOnChange(wizard, step);

  async function submitCredentials(credentials: Credentials) {
    setCredentialsError(null);
    setCredentialsBusy(true);
    try {
      const alreadyCreated = created?.username === credentials.username && created.password === credentials.password;
      if (!alreadyCreated) {
        await signUp.mutateAsync(credentials);
        setCreated(credentials);
      }
      // A created user (201) is logged in at once, so the next steps can save the account.
      await login(credentials.username, credentials.password);
      setStep(1);
    } catch (error) {
      console.error('Sign-up failed', error);
      setCredentialsError(error);
    } finally {
      setCredentialsBusy(false);
    }
  }

  function chooseType(chosen: AccountType) {
    setType(chosen);
    const token = session.token;
    if (token) setAuth(token, chosen);
    setDetailsError(null);
    setStep(2);
  }

  async function submitContact(details: ContactDetails) {
    setContact(details);
    const user = session.user;
    if (!user || !type) return;
    const { first_name, last_name, ...contactFields } = details;
    setDetailsError(null);
    setDetailsBusy(true);
    try {
      await updateAccount.mutateAsync({ accountId: user.account.account_id, body: { user: user.id, ...contactFields } });
      // The names belong to the user: their own request, sent when any was given.
      if (first_name || last_name) await updateUser.mutateAsync({ userId: user.id, body: { first_name, last_name } });
      if (type === 'donatee') setStep(3);
      else finish(paths.donate);
    } catch (error) {
      console.error('Saving the contact details failed', error);
      setDetailsError(error);
    } finally {
      setDetailsBusy(false);
    }
  }

  function submitApplication(application: DonateeApplication) {
    const donatee = session.user?.account.donatee;
    if (!donatee) return;
    submission.submit(donatee.donatee_id, application, () => finish(paths.account));
  }

  function finish(destination: typeof paths.donate | typeof paths.account) {
    onFinished(destination);
  }

  return (
    <div ref={wizard} className="flex flex-col gap-5">
      {step > 0 && type && <ProgressDots total={progressDotCount(type)} current={step} />}
      {step === 0 && (
        <SignUpCredentialsStep busy={credentialsBusy} error={credentialsError} onSubmit={submitCredentials} onHaveAccount={onHaveAccount} />
      )}
      {step === 1 && <AccountTypeStep selected={type} onChoose={chooseType} />}
      {step === 2 && type && (
        <ContactStep
          type={type}
          initial={contact}
          busy={detailsBusy}
          error={detailsError}
          onSubmit={submitContact}
          onBack={(details) => {
            setContact(details);
            setStep(1);
          }}
        />
      )}
      {step === 3 && <DonateeFormStep busy={submission.isPending} error={submission.error} onSubmit={submitApplication} />}
    </div>
  );
}
