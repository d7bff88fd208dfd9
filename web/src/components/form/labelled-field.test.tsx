import { render, screen } from '@testing-library/react';

import { LabelledField } from './labelled-field';

describe('the labelled field', () => {
  it('names its control by the label and reads the message with it', () => {
    render(
      <LabelledField label="Description" error="Too long.">
        {(control) => <textarea {...control} />}
      </LabelledField>,
    );
    const field = screen.getByRole('textbox', { name: 'Description' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Too long.');
    expect(screen.getByRole('alert')).toHaveTextContent('Too long.');
  });

  it('without a message leaves the control valid and undescribed', () => {
    render(<LabelledField label="Description">{(control) => <textarea {...control} />}</LabelledField>);
    const field = screen.getByRole('textbox', { name: 'Description' });
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(field).not.toHaveAttribute('aria-describedby');
  });

  it('reads a hint (a length limit) with the control until a message takes its place', () => {
    const { rerender } = render(
      <LabelledField label="Message" hint="Up to 2,000 characters.">
        {(control) => <textarea {...control} />}
      </LabelledField>,
    );
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription('Up to 2,000 characters.');
    rerender(
      <LabelledField label="Message" hint="Up to 2,000 characters." error="Too long.">
        {(control) => <textarea {...control} />}
      </LabelledField>,
    );
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription('Too long.');
  });
});
