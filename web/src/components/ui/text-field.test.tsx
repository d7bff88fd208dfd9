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
});
