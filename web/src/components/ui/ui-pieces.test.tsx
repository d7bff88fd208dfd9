import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { inSpanish } from '@/testing/in-spanish';

import { Button } from './button';
import { Facts } from './facts';
import { FormContainer } from './form-container';
import { LoadError } from './load-error';
import { Spinner } from './spinner';
import { TextField } from './text-field';

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
    expect(screen.getByTestId('full-screen-spinner')).toHaveTextContent('Loading');
    rerender(<Spinner label="Loading donations" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading donations');
  });

  it("a record's facts are a list of terms, each with its value and, where given, its test id", () => {
    render(
      <Facts
        rows={[
          ['Claimed', 'Yes', 'claimed'],
          ['Dependent', 'No'],
        ]}
      />,
    );
    const terms = screen.getAllByRole('term');
    expect(terms.map((term) => term.textContent)).toEqual(['Claimed', 'Dependent']);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual(['Yes', 'No']);
    expect(screen.getByTestId('claimed')).toHaveTextContent('Yes');
  });
});

describe('shared pieces in Spanish', () => {
  inSpanish();

  it('the spinner says it is loading in Spanish unless told what loads', () => {
    const { rerender } = render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando');
    rerender(<Spinner label="Cargando donaciones" />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando donaciones');
  });

  it('the load error offers to try again in Spanish', async () => {
    const retry = vi.fn();
    const { rerender } = render(<LoadError message="No se pudo cargar." onRetry={retry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    expect(retry).toHaveBeenCalledOnce();
    rerender(<LoadError message="No se pudo cargar." onRetry={retry} retrying />);
    expect(screen.getByRole('button', { name: 'Intentando de nuevo…' })).toBeDisabled();
  });

  it("the password field's eye toggle is named in Spanish", async () => {
    render(<TextField label="Contraseña" type="password" />);
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(screen.getByRole('button', { name: 'Ocultar contraseña' })).toBeInTheDocument();
  });
});
