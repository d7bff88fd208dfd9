import { render, screen, fireEvent, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ApiError } from '@/lib/api-client';

import { AUTH_TEXTS } from '../lib/texts';

import { DonateeFormStep, PRESCRIPTION_TOO_LARGE, PRESCRIPTION_WRONG_TYPE } from './donatee-form-step';

const picture = (bytes: number, type = 'image/png') => new File([new Uint8Array(bytes)], 'rx.png', { type });

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Monthly Income'), '1200');
  await user.type(screen.getByLabelText('Household Income'), '2500.5');
  await user.type(screen.getByLabelText('Current Bank Balance'), '80');
  await user.click(screen.getByLabelText(AUTH_TEXTS.no));
}

// jsdom does not see files set by user-event when it checks `required`, so the form is submitted directly.
const submit = () => fireEvent.submit(screen.getByRole('button', { name: AUTH_TEXTS.submit }).closest('form')!);

describe('the Donatee Form', () => {
  it('sends the amounts as numbers, dependent as a boolean, and the picture', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<DonateeFormStep busy={false} error={null} onSubmit={onSubmit} />);
    await fillIn(user);
    const file = picture(10);
    await user.upload(screen.getByLabelText(AUTH_TEXTS.prescriptionUpload), file);
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      monthlyIncome: 1200,
      averageHouseholdIncome: 2500.5,
      currentBankBalance: 80,
      isDependent: false,
      prescription: file,
    });
  });

  it('says at once when the chosen picture is too large or of the wrong type, and does not send it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onSubmit = vi.fn();
    render(<DonateeFormStep busy={false} error={null} onSubmit={onSubmit} />);
    await fillIn(user);
    const upload = screen.getByLabelText(AUTH_TEXTS.prescriptionUpload);
    await user.upload(upload, picture(5 * 1024 * 1024 + 1));
    expect(upload).toHaveAttribute('aria-invalid', 'true');
    expect(upload).toHaveAccessibleDescription(PRESCRIPTION_TOO_LARGE);
    submit();
    await waitFor(() => expect(upload).toHaveAccessibleDescription(PRESCRIPTION_TOO_LARGE));
    await user.upload(upload, picture(10, 'text/plain'));
    expect(upload).toHaveAccessibleDescription(PRESCRIPTION_WRONG_TYPE);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.upload(upload, picture(10));
    expect(upload).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's reply under the fields it names and keeps what was typed", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<DonateeFormStep busy={false} error={null} onSubmit={vi.fn()} />);
    await fillIn(user);
    const reply = {
      current_bank_balance: ['A valid number is required.'],
      prescription: ['Upload a valid image.'],
      non_field_errors: ['Applications are closed.'],
    };
    rerender(<DonateeFormStep busy={false} error={new ApiError(400, reply)} onSubmit={vi.fn()} />);
    expect(await screen.findByText('Applications are closed.')).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Current Bank Balance')).toHaveAccessibleDescription('A valid number is required.');
    expect(screen.getByLabelText(AUTH_TEXTS.prescriptionUpload)).toHaveAccessibleDescription('Upload a valid image.');
    expect(screen.getByLabelText('Monthly Income')).toHaveValue(1200);
  });

  it("links the server's message about 'dependent' to both choices, like every other field's", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<DonateeFormStep busy={false} error={null} onSubmit={vi.fn()} />);
    await fillIn(user);
    rerender(<DonateeFormStep busy={false} error={new ApiError(400, { is_dependent: ['Must be a valid boolean.'] })} onSubmit={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Must be a valid boolean.');
    for (const choice of [AUTH_TEXTS.yes, AUTH_TEXTS.no]) {
      expect(screen.getByLabelText(choice)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText(choice)).toHaveAccessibleDescription('Must be a valid boolean.');
    }
  });
});
