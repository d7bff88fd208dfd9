import { DEFAULT_PRESCRIPTION_MAX_AGE_MONTHS, PRESCRIPTION_MAX_BYTES, prescriptionTooOldMessage, type Donatee } from '@onepair/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';

import { ApiError } from '@/lib/api-client';
import { daysAgo, fillApplication } from '@/testing/application';
import { makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { testQueryClient } from '@/testing/render';

import { formTexts } from '@/components/form/texts';
import { authTexts } from '../texts';

import { DonateeFormStep, type DonateeFormStepProps } from './donatee-form-step';

const picture = (bytes: number, type = 'image/png') => new File([new Uint8Array(bytes)], 'rx.png', { type });

/** The form as the wizard and /apply show it; `config` is what GET /api/config/ answers. */
function renderForm(props: Partial<DonateeFormStepProps> = {}, config: object = { tile_url: '', prescription_max_age_months: 12 }) {
  const api = mockApi({ 'GET /api/config/': { body: config } });
  const client = testQueryClient();
  const onSubmit = props.onSubmit ?? vi.fn();
  const element = (extra: Partial<DonateeFormStepProps>): ReactElement => (
    <QueryClientProvider client={client}>
      <DonateeFormStep busy={false} error={null} onSubmit={onSubmit} {...props} {...extra} />
    </QueryClientProvider>
  );
  const utils = render(element({}));
  return { ...utils, api, onSubmit, rerenderWith: (extra: Partial<DonateeFormStepProps>) => utils.rerender(element(extra)) };
}

// jsdom does not see files set by user-event when it checks `required`, so the form is submitted directly.
const submit = () => fireEvent.submit(screen.getByRole('button', { name: authTexts.t('submit') }).closest('form')!);

// Whole forms are typed key by key: on a busy machine that takes longer than the default 5 s.
describe('the Donatee Form', { timeout: 20_000 }, () => {
  it("keeps the spec's required fields and asks, without requiring them, for the household and the prescription's figures beside the upload", async () => {
    renderForm();
    for (const label of ['Monthly Income', 'Household Income', 'Current Bank Balance', authTexts.t('prescriptionUpload')]) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByRole('group', { name: /Are you a dependent\?/ })).toBeInTheDocument();
    const household = screen.getByLabelText(authTexts.t('householdSize'));
    expect(household).toHaveAttribute('min', '1');
    expect(household).toHaveAttribute('max', '20');
    expect(household).not.toBeRequired();
    const prescription = screen.getByRole('group', { name: 'Your prescription' });
    expect(prescription).toHaveAccessibleDescription(
      'Copy the figures from your prescription if you have them (SPH and CYL, in dioptres, such as -1.75): they show which frames fit you. Leave any you are unsure of blank.',
    );
    for (const label of ['Right eye sphere (SPH)', 'Left eye sphere (SPH)']) {
      const input = within(prescription).getByLabelText(label);
      expect(input).toHaveAttribute('step', '0.25');
      expect(input).toHaveAttribute('min', '-20');
      expect(input).not.toBeRequired();
    }
    expect(within(prescription).getByLabelText('Right eye cylinder (CYL)')).toHaveAttribute('max', '10');
    // The spec's label, with its typo ('percription') fixed.
    expect(within(prescription).getByLabelText('Upload a picture of your prescription')).toBeInTheDocument();
    expect(within(prescription).queryByLabelText(/percription/)).toBeNull();
    // The limit comes from the server's settings once they are in.
    const examDate = within(prescription).getByLabelText('Date of your eye exam');
    await waitFor(() => expect(examDate).toHaveAccessibleDescription('The exam must be within the last 12 months.'));
    expect(examDate).toHaveAttribute('type', 'date');
    expect(examDate).not.toBeRequired();
  });

  it("tells the contract's default age limit when the server does not say", async () => {
    const { api } = renderForm({}, { tile_url: '' });
    // Once the settings have been read, the hint still tells the default.
    await waitFor(() => expect(api.fetchMock).toHaveReturned());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByLabelText('Date of your eye exam')).toHaveAccessibleDescription(
      `The exam must be within the last ${DEFAULT_PRESCRIPTION_MAX_AGE_MONTHS} months.`,
    );
  });

  it('sends the amounts and the household as numbers, dependent as a boolean, the figures given, the exam date and the picture', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await fillApplication(user, { examDate: daysAgo(40) });
    await user.type(screen.getByLabelText('Right eye sphere (SPH)'), '-1.75');
    await user.type(screen.getByLabelText('Right eye cylinder (CYL)'), '-0.5');
    await user.type(screen.getByLabelText('Left eye sphere (SPH)'), '-2');
    const file = picture(10);
    await user.upload(screen.getByLabelText(authTexts.t('prescriptionUpload')), file);
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      monthlyIncome: 1200,
      averageHouseholdIncome: 2500.5,
      currentBankBalance: 80,
      householdSize: 3,
      isDependent: false,
      figures: {
        prescription_sphere_right: -1.75,
        prescription_cylinder_right: -0.5,
        prescription_sphere_left: -2,
        prescription_cylinder_left: undefined,
        prescription_exam_date: daysAgo(40),
      },
      prescription: file,
    });
  });

  it('sends blank figures, household and exam date as not given', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await fillApplication(user, { householdSize: '', examDate: '' });
    await user.upload(screen.getByLabelText(authTexts.t('prescriptionUpload')), picture(10));
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        householdSize: null,
        figures: {
          prescription_sphere_right: undefined,
          prescription_cylinder_right: undefined,
          prescription_sphere_left: undefined,
          prescription_cylinder_left: undefined,
          prescription_exam_date: '',
        },
      }),
    );
  });

  it('refuses a figure off the quarter steps, a household out of bounds and an exam older than the limit, in the API words', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await fillApplication(user, { householdSize: '21', examDate: daysAgo(400) });
    await user.type(screen.getByLabelText('Right eye sphere (SPH)'), '-1.3');
    await user.upload(screen.getByLabelText(authTexts.t('prescriptionUpload')), picture(10));
    await waitFor(() =>
      expect(screen.getByLabelText('Date of your eye exam')).toHaveAccessibleDescription('The exam must be within the last 12 months.'),
    );
    submit();
    await waitFor(() => expect(screen.getByLabelText('Right eye sphere (SPH)')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Right eye sphere (SPH)')).toHaveAccessibleDescription('Ensure this value is a multiple of 0.25.');
    expect(screen.getByLabelText(authTexts.t('householdSize'))).toHaveAccessibleDescription(
      'Ensure this value is less than or equal to 20.',
    );
    expect(screen.getByLabelText('Date of your eye exam')).toHaveAccessibleDescription(prescriptionTooOldMessage(12));
    expect(onSubmit).not.toHaveBeenCalled();
    // Everything typed stays.
    expect(screen.getByLabelText('Monthly Income')).toHaveValue(1200);
    expect(screen.getByLabelText('Date of your eye exam')).toHaveValue(daysAgo(400));
  });

  it('says at once when the chosen picture is too large or of the wrong type, and does not send it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { onSubmit } = renderForm();
    await fillApplication(user);
    const upload = screen.getByLabelText(authTexts.t('prescriptionUpload'));
    await user.upload(upload, picture(5 * 1024 * 1024 + 1));
    expect(upload).toHaveAttribute('aria-invalid', 'true');
    expect(upload).toHaveAccessibleDescription(`The picture must be at most ${PRESCRIPTION_MAX_BYTES / 1024 / 1024} MB.`);
    submit();
    await waitFor(() =>
      expect(upload).toHaveAccessibleDescription(`The picture must be at most ${PRESCRIPTION_MAX_BYTES / 1024 / 1024} MB.`),
    );
    await user.upload(upload, picture(10, 'text/plain'));
    expect(upload).toHaveAccessibleDescription('Please choose a JPEG, PNG or WebP picture, or a PDF.');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.upload(upload, picture(10));
    expect(upload).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's reply under the fields it names and keeps what was typed", async () => {
    const user = userEvent.setup();
    const { rerenderWith } = renderForm();
    await fillApplication(user);
    await user.type(screen.getByLabelText('Left eye sphere (SPH)'), '1.25');
    const reply = {
      current_bank_balance: ['A valid number is required.'],
      prescription: ['Upload a valid image.'],
      prescription_exam_date: ['The eye exam cannot be in the future.'],
      household_size: ['Ensure this value is less than or equal to 20.'],
      non_field_errors: ['Applications are closed.'],
    };
    rerenderWith({ error: new ApiError(400, reply) });
    expect(await screen.findByText('Applications are closed.')).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Current Bank Balance')).toHaveAccessibleDescription('A valid number is required.');
    expect(screen.getByLabelText(authTexts.t('prescriptionUpload'))).toHaveAccessibleDescription('Upload a valid image.');
    expect(screen.getByLabelText('Date of your eye exam')).toHaveAccessibleDescription('The eye exam cannot be in the future.');
    expect(screen.getByLabelText(authTexts.t('householdSize'))).toHaveAccessibleDescription(
      'Ensure this value is less than or equal to 20.',
    );
    expect(screen.getByLabelText('Monthly Income')).toHaveValue(1200);
    expect(screen.getByLabelText('Left eye sphere (SPH)')).toHaveValue(1.25);
  });

  it("links the server's message about 'dependent' to both choices, like every other field's", async () => {
    const user = userEvent.setup();
    const { rerenderWith } = renderForm();
    await fillApplication(user);
    rerenderWith({ error: new ApiError(400, { is_dependent: ['Must be a valid boolean.'] }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Must be a valid boolean.');
    for (const choice of [formTexts.t('yes'), formTexts.t('no')]) {
      expect(screen.getByLabelText(choice)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText(choice)).toHaveAccessibleDescription('Must be a valid boolean.');
    }
  });

  it('starts an application being sent again with its answers, and keeps the picture on file unless another is chosen', async () => {
    const user = userEvent.setup();
    const donatee: Donatee = {
      ...makeUser({ applied: true, prescription: '/media/5/rx.png' }).account.donatee,
      is_dependent: true,
      household_size: 4,
      prescription_sphere_right: -1.5,
      prescription_cylinder_right: null,
      prescription_sphere_left: -1.25,
      prescription_cylinder_left: -0.25,
      prescription_exam_date: daysAgo(10),
    };
    const { onSubmit } = renderForm({ initial: donatee });
    expect(screen.getByLabelText('Monthly Income')).toHaveValue(1200);
    expect(screen.getByLabelText(authTexts.t('householdSize'))).toHaveValue(4);
    expect(screen.getByLabelText(formTexts.t('yes'))).toBeChecked();
    expect(screen.getByLabelText('Left eye cylinder (CYL)')).toHaveValue(-0.25);
    expect(screen.getByLabelText('Right eye cylinder (CYL)')).toHaveValue(null);
    const upload = screen.getByLabelText(authTexts.t('prescriptionUpload'));
    expect(upload).not.toBeRequired();
    expect(upload).toHaveAccessibleDescription('Leave this empty to keep the prescription you sent before.');
    await user.clear(screen.getByLabelText(authTexts.t('householdSize')));
    await user.type(screen.getByLabelText(authTexts.t('householdSize')), '5');
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        householdSize: 5,
        isDependent: true,
        prescription: null,
        figures: expect.objectContaining({ prescription_sphere_left: -1.25, prescription_exam_date: daysAgo(10) }),
      }),
    );
  });
});
