import { render, screen } from '@testing-library/react';

import { Button } from './button';
import { FormContainer } from './form-container';
import { Spinner } from './spinner';

describe('shared pieces', () => {
  it('the form container has the blue gradient', () => {
    render(<FormContainer>form</FormContainer>);
    expect(screen.getByTestId('form-container').className).toMatch(/bg-gradient-to-br from-blue-500/);
  });

  it('the button is a real button that is not a submit by default', () => {
    render(<Button>Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' })).toHaveAttribute('type', 'button');
  });

  it('the spinner is a status, full screen or inline', () => {
    const { rerender } = render(<Spinner fullScreen />);
    expect(screen.getByTestId('full-screen-spinner')).toHaveAttribute('role', 'status');
    rerender(<Spinner label="Loading donations" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading donations');
  });
});
