import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { TextField } from './text-field';

describe('TextField', () => {
  it('labels the input, marks required fields with an asterisk and the required attribute', () => {
    render(<TextField label="Username" required defaultValue="" icon={<svg data-testid="icon" />} />);
    const input = screen.getByLabelText('Username');
    expect(input).toBeRequired();
    expect(screen.getByTestId('required-asterisk')).toHaveTextContent('*');
    expect(screen.getByTestId('icon')).toBeInTheDocument();
    expect(input).toHaveAttribute('placeholder', ' '); // the floating label hangs on :placeholder-shown
  });

  it('has no asterisk when optional', () => {
    render(<TextField label="City" />);
    expect(screen.getByLabelText('City')).not.toBeRequired();
    expect(screen.queryByTestId('required-asterisk')).toBeNull();
  });

  it('masks a password until the eye toggle is on, with an accessible toggle label', async () => {
    const user = userEvent.setup();
    render(<TextField label="Password" type="password" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('shows an error under the field and ties it to the input', () => {
    render(<TextField label="Email" error="Enter a valid email address." />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a valid email address.');
  });

  it('says a length limit under the field, after its hint, rather than cutting the text silently', () => {
    render(<TextField label="Public name" maxLength={100} hint="Shown on the map." />);
    expect(screen.getByLabelText('Public name')).toHaveAccessibleDescription('Shown on the map. Up to 100 characters.');
  });

  it('leaves the limit unsaid when asked (a pair of fields says it once)', () => {
    render(<TextField label="First name" maxLength={150} sayLimit={false} />);
    expect(screen.getByLabelText('First name')).not.toHaveAccessibleDescription();
  });

  it("keeps the label on one line inside the field's border, clear of the asterisk, however narrow the field", () => {
    render(<TextField label="Right eye cylinder (CYL)" type="number" required />);
    const label = screen.getByText('Right eye cylinder (CYL)');
    // Without these a long label wraps under the empty field's bottom border.
    expect(label).toHaveClass('truncate', 'left-3', 'right-6');
  });
});
