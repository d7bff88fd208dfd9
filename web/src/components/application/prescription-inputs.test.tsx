import { DEFAULT_PRESCRIPTION_MAX_AGE_MONTHS, PRESCRIPTION_MAX_BYTES } from '@onepair/contract';
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { mockApi } from '@/testing/mock-api';
import { renderPage } from '@/testing/render-page';
import { inSpanish } from '@/testing/in-spanish';

import { prescriptionProblem } from './prescription';
import { PrescriptionInputs } from './prescription-inputs';

afterEach(() => vi.unstubAllGlobals());

function InForm({ children }: { children: ReactNode }) {
  const form = useForm();
  return <FormProvider {...form}>{children}</FormProvider>;
}

function renderInputs() {
  mockApi({ 'GET /api/config/': { status: 404, body: null } });
  renderPage(
    <InForm>
      <PrescriptionInputs uploadLabel="Picture" fileRequired={false} />
    </InForm>,
  );
}

const tooLarge = new File(['x'], 'big.png', { type: 'image/png' });
Object.defineProperty(tooLarge, 'size', { value: PRESCRIPTION_MAX_BYTES + 1 });
const wrongType = new File(['x'], 'notes.txt', { type: 'text/plain' });

describe('the prescription inputs', () => {
  it('label the figures and the exam date, with how recent the exam must be', async () => {
    renderInputs();
    expect(await screen.findByRole('group', { name: 'Your prescription' })).toBeInTheDocument();
    expect(screen.getByLabelText('Right eye sphere (SPH)')).toHaveAttribute('type', 'number');
    expect(screen.getByLabelText('Left eye cylinder (CYL)')).toBeInTheDocument();
    expect(screen.getByLabelText('Date of your eye exam')).toHaveAccessibleDescription(
      `The exam must be within the last ${DEFAULT_PRESCRIPTION_MAX_AGE_MONTHS} months.`,
    );
    expect(screen.getByLabelText('Picture')).toHaveAccessibleDescription('Leave this empty to keep the prescription you sent before.');
  });

  it('say why a chosen picture cannot be sent', () => {
    expect(prescriptionProblem(tooLarge)).toBe(`The picture must be at most ${PRESCRIPTION_MAX_BYTES / 1024 / 1024} MB.`);
    expect(prescriptionProblem(wrongType)).toBe('Please choose a JPEG, PNG or WebP picture, or a PDF.');
  });
});

describe('the prescription inputs in Spanish', () => {
  inSpanish();

  it('label the figures and the exam date in Spanish', async () => {
    renderInputs();
    expect(await screen.findByRole('group', { name: 'Su receta' })).toBeInTheDocument();
    expect(screen.getByLabelText('Esfera derecha (SPH)')).toBeInTheDocument();
    expect(screen.getByLabelText('Fecha de su examen de la vista')).toHaveAccessibleDescription(
      `El examen no debe tener más de ${DEFAULT_PRESCRIPTION_MAX_AGE_MONTHS} meses.`,
    );
  });

  it('say why a chosen picture cannot be sent in Spanish', () => {
    expect(prescriptionProblem(tooLarge)).toBe(`La imagen debe pesar ${PRESCRIPTION_MAX_BYTES / 1024 / 1024} MB como máximo.`);
    expect(prescriptionProblem(wrongType)).toBe('Elija una imagen JPEG, PNG o WebP, o un PDF.');
  });
});
