import { CheckoutFields, ContactFields, NewPasswordFields, VALIDATION_MESSAGES } from '@onepair/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { characterLimitHint } from '@/lib/character-limit';
import { ApiError } from '@/lib/api-client';
import { showServerErrors, useSchemaForm } from '@/lib/forms';
import { checkNewPassword, PASSWORDS_DIFFER } from '@/lib/forms/new-password';
import { inSpanish } from '@/testing/in-spanish';

import { AddressInputs } from './address-inputs';
import { ContactInputs } from './contact-inputs';
import { Form, FormCheckboxField, FormRootMessage, FormSubmitButton, FormTextField } from './form';
import { LabelledField } from './labelled-field';
import { NewPasswordInputs } from './password-fields';
import { PersonNameInputs } from './person-name-inputs';
import { formTexts } from './texts';

function ContactForm({ onSave }: { onSave: () => Promise<void> }) {
  const form = useSchemaForm(ContactFields, { defaultValues: { phone_number: '', city: '' } });
  async function save() {
    try {
      await onSave();
    } catch (error) {
      showServerErrors(form, error);
    }
  }
  return (
    <Form form={form} onSubmit={save} aria-label="Contact">
      <FormTextField name="phone_number" label="Phone Number" />
      <FormTextField name="city" label="City" />
      <FormRootMessage />
      <Button type="submit">Save</Button>
    </Form>
  );
}

function AccountForm({ onSave }: { onSave: () => Promise<void> }) {
  const form = useSchemaForm(ContactFields, { defaultValues: { phone_number: '', address: '', city: '', state: '', zip_code: '' } });
  async function save() {
    try {
      await onSave();
    } catch (error) {
      showServerErrors(form, error);
    }
  }
  return (
    <Form form={form} onSubmit={save} aria-label="Account">
      <PersonNameInputs hint="For the parcel." />
      <ContactInputs />
      <FormRootMessage />
      <Button type="submit">Save</Button>
    </Form>
  );
}

function PasswordForm() {
  const form = useSchemaForm(NewPasswordFields, { defaultValues: { new_password: '', confirm_password: '' }, check: checkNewPassword });
  return (
    <Form form={form} onSubmit={() => undefined} noValidate aria-label="Password">
      <NewPasswordInputs texts={{ newPassword: 'New', confirmPassword: 'Again', passwordHint: 'Long.' }} />
      <Button type="submit">Save</Button>
    </Form>
  );
}

function CheckoutForm({ onSubmit }: { onSubmit: () => void }) {
  const form = useSchemaForm(CheckoutFields, { defaultValues: { name: '', email: '', phone: '', address: '' } });
  return (
    <Form form={form} onSubmit={onSubmit} noValidate aria-label="Checkout">
      <FormTextField name="name" label="Name" required />
      <FormTextField name="phone" label="Phone" required />
      <Button type="submit">Submit</Button>
    </Form>
  );
}

function ConsentForm({ onSubmit }: { onSubmit: (values: { consent: boolean; news: boolean }) => void }) {
  const form = useForm({ defaultValues: { consent: false, news: false } });
  function submit(values: { consent: boolean; news: boolean }) {
    if (!values.consent) form.setError('consent', { message: 'Tick the box to go on.' });
    else onSubmit(values);
  }
  return (
    <Form form={form} onSubmit={submit} noValidate aria-label="Consent">
      <FormCheckboxField name="news" label="News" hint="A letter a month." />
      <FormCheckboxField name="consent" label="I agree to the terms." required />
      <Button type="submit">Send</Button>
    </Form>
  );
}

function SlowForm({ onSubmit, busy }: { onSubmit: () => Promise<void>; busy?: boolean }) {
  const form = useForm();
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Slow">
      <FormSubmitButton busy={busy} busyLabel="Saving…">
        Save
      </FormSubmitButton>
    </Form>
  );
}

function AddressForm({ someoneElses }: { someoneElses?: boolean }) {
  const form = useForm({ defaultValues: { address: '', city: '', state: '', zip_code: '' } });
  return (
    <Form form={form} onSubmit={() => undefined} aria-label="Where to">
      <AddressInputs required someoneElses={someoneElses} />
    </Form>
  );
}

describe('a form on the shared pieces', () => {
  it("shows the schema's message under the field, linked for screen readers, and does not submit", async () => {
    const user = userEvent.setup();
    const submitted = vi.fn();
    render(<CheckoutForm onSubmit={submitted} />);
    await user.type(screen.getByLabelText('Phone'), '555-CALL-ME');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const name = screen.getByLabelText('Name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(VALIDATION_MESSAGES.blank);
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(VALIDATION_MESSAGES.badPhone);
    expect(submitted).not.toHaveBeenCalled();
    // What was typed stays, and fixing a field takes its message away.
    expect(screen.getByLabelText('Phone')).toHaveValue('555-CALL-ME');
    await user.type(name, 'Sam');
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it("asks for an address whole, within the database's limits, and lets the browser fill in only the user's own", () => {
    const { unmount } = render(<AddressForm />);
    const expected = [
      ['Address', 255, 'street-address'],
      ['City', 100, 'address-level2'],
      ['State', 100, 'address-level1'],
      ['Zip Code', 20, 'postal-code'],
    ] as const;
    for (const [label, limit, autoComplete] of expected) {
      const input = screen.getByLabelText(new RegExp(`^${label}`));
      expect(input).toBeRequired();
      expect(input).toHaveAttribute('maxLength', String(limit));
      expect(input).toHaveAttribute('autoComplete', autoComplete);
    }
    unmount();
    render(<AddressForm someoneElses />);
    for (const [label] of expected) expect(screen.getByLabelText(new RegExp(`^${label}`))).toHaveAttribute('autoComplete', 'off');
  });

  it('keeps its submit button busy for as long as the form is being sent, so a second press sends nothing', async () => {
    const user = userEvent.setup();
    let finish = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<SlowForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const busy = await screen.findByRole('button', { name: 'Saving…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await user.click(busy);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    finish();
    const ready = await screen.findByRole('button', { name: 'Save' });
    expect(ready).toBeEnabled();
    expect(ready).not.toHaveAttribute('aria-busy');
  });

  it("is busy too while the page's own request runs", () => {
    render(<SlowForm onSubmit={() => Promise.resolve()} busy />);
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  });

  it('ticks a box by its label, reads its hint with it, and shows its message under it until it is ticked', async () => {
    const user = userEvent.setup();
    const submitted = vi.fn();
    render(<ConsentForm onSubmit={submitted} />);
    const news = screen.getByRole('checkbox', { name: 'News' });
    expect(news).toHaveAccessibleDescription('A letter a month.');
    await user.click(screen.getByText('News'));
    expect(news).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const consent = screen.getByRole('checkbox', { name: 'I agree to the terms.' });
    expect(consent).toHaveAttribute('aria-required', 'true');
    expect(consent).toHaveAttribute('aria-invalid', 'true');
    expect(consent).toHaveAccessibleDescription('Tick the box to go on.');
    expect(screen.getByRole('alert')).toHaveTextContent('Tick the box to go on.');
    expect(submitted).not.toHaveBeenCalled();
    // What was ticked stays after the refusal.
    expect(news).toBeChecked();
    await user.click(consent);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(submitted).toHaveBeenCalledWith({ consent: true, news: true });
    expect(consent).not.toHaveAttribute('aria-invalid');
  });

  it('takes and refuses the same phone numbers at sign-up (the contact fields) and at checkout: one rule', async () => {
    const user = userEvent.setup();
    for (const [phone, accepted] of [
      ['100-100-1000', true],
      ['(555) 010 2000', true],
      ['+44 20 7946 0958', true],
      ['555.010.2000', true],
      ['call me', false],
      ['12345', false],
    ] as const) {
      const saved = vi.fn(() => Promise.resolve());
      const contact = render(<ContactForm onSave={saved} />);
      await user.type(screen.getByLabelText('Phone Number'), phone);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      if (accepted) expect(saved).toHaveBeenCalled();
      else expect(screen.getByLabelText('Phone Number')).toHaveAccessibleDescription(VALIDATION_MESSAGES.badPhone);
      contact.unmount();

      const checkout = render(<CheckoutForm onSubmit={vi.fn()} />);
      await user.type(screen.getByLabelText('Phone'), phone);
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      if (accepted) expect(screen.getByLabelText('Phone')).not.toHaveAttribute('aria-invalid');
      else expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(VALIDATION_MESSAGES.badPhone);
      checkout.unmount();
    }
  });

  it("puts the server's field errors under their fields and the rest in the form's message", async () => {
    const user = userEvent.setup();
    const reply = {
      phone_number: ['Ensure this field has no more than 40 characters.'],
      user: ['Not yours.'],
      non_field_errors: ['Try later.'],
    };
    render(<ContactForm onSave={() => Promise.reject(new ApiError(400, reply))} />);
    await user.type(screen.getByLabelText('City'), 'Reno');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Try later.')).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Phone Number')).toHaveAccessibleDescription(reply.phone_number[0]);
    expect(screen.getByLabelText('City')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('City')).toHaveValue('Reno');
    // A field the form does not have is not made up.
    expect(screen.queryByText('Not yours.')).toBeNull();
  });

  it('moves the focus to the first field the server named, in the order of the form', async () => {
    const user = userEvent.setup();
    const reply = { city: ['Bad city.'], phone_number: ['Bad phone.'] };
    render(<ContactForm onSave={() => Promise.reject(new ApiError(400, reply))} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Bad phone.');
    // Not left on the submit button (which a busy form disables, dropping the focus to the page).
    expect(screen.getByLabelText('Phone Number')).toHaveFocus();
  });

  it('clears the last reply when the form is sent again', async () => {
    const user = userEvent.setup();
    const onSave = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(400, { city: ['Bad city.'] }))
      .mockResolvedValueOnce(undefined);
    render(<ContactForm onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Bad city.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('Bad city.')).toBeNull();
  });
});

describe('the shared form pieces in Spanish', () => {
  inSpanish();

  it("name the contact and name fields in Spanish and show the contract's rules in Spanish", async () => {
    const user = userEvent.setup();
    render(<CheckoutForm onSubmit={vi.fn()} />);
    await user.type(screen.getByLabelText('Phone'), '555-CALL-ME');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Este campo no puede estar vacío.');
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('Escriba un número de teléfono válido.');
  });

  it("says the fields' names and limits in Spanish, and shows the server's reply as it came", async () => {
    const user = userEvent.setup();
    const reply = { city: ['Escriba una ciudad.'], non_field_errors: [VALIDATION_MESSAGES.invalid] };
    render(<AccountForm onSave={() => Promise.reject(new ApiError(400, reply))} />);
    for (const label of ['Nombre', 'Apellido', 'Número de teléfono', 'Dirección', 'Ciudad', 'Estado', 'Código postal']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByText('For the parcel. Hasta 150 caracteres cada uno.')).toBeInTheDocument();
    expect(screen.getByLabelText('Número de teléfono')).toHaveAttribute('title', formTexts.t('phoneHint'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Valor no válido.')).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Ciudad')).toHaveAccessibleDescription('Escriba una ciudad.');
  });

  it("says that the two passwords differ in Spanish, and a field's limit with the thousands grouped", async () => {
    const user = userEvent.setup();
    render(<PasswordForm />);
    await user.type(screen.getByLabelText('New'), 'a long secret');
    await user.type(screen.getByLabelText('Again'), 'another secret');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Again')).toHaveAccessibleDescription('Las dos contraseñas no son iguales.');
    expect(characterLimitHint(2000)).toBe('Hasta 2,000 caracteres.');
  });

  it("translates a contract rule given to a labelled field, and leaves the caller's own words", () => {
    const { rerender } = render(
      <LabelledField label="Nota" error={VALIDATION_MESSAGES.blank}>
        {(control) => <textarea {...control} />}
      </LabelledField>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Este campo no puede estar vacío.');
    rerender(
      <LabelledField label="Nota" error="Demasiado largo.">
        {(control) => <textarea {...control} />}
      </LabelledField>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Demasiado largo.');
  });
});

describe('the English words of the form pieces', () => {
  it('say the web check and the length limit as before', () => {
    expect(formTexts.t('passwordsDiffer')).toBe(PASSWORDS_DIFFER);
    expect(characterLimitHint(2000)).toBe('Up to 2,000 characters.');
  });
});
