import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ConfirmDialog } from './confirm-dialog';
import { Panel } from './panel';

function renderDialog(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onClose = vi.fn();
  const onConfirm = vi.fn();
  render(
    <ConfirmDialog
      open
      onClose={onClose}
      title="Cancel this gift?"
      explanation="No more gifts will be taken."
      cancelLabel="Keep it"
      confirmLabel="Yes, cancel"
      busyLabel="Cancelling..."
      busy={false}
      onConfirm={onConfirm}
      {...props}
    />,
  );
  return { onClose, onConfirm, user: userEvent.setup() };
}

describe('the confirm dialog', () => {
  it('is a dialog named by its title that says what confirming does', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Cancel this gift?' });
    expect(dialog).toHaveTextContent('No more gifts will be taken.');
  });

  it('confirms with the confirm button and keeps things with the other', async () => {
    const { onClose, onConfirm, user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(onClose).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('while busy says so on a disabled button, and shows why it failed', () => {
    renderDialog({ busy: true, error: 'It could not be cancelled.' });
    expect(screen.getByRole('button', { name: 'Cancelling...' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('It could not be cancelled.');
  });
});

describe('the panel', () => {
  it('is a section named by its heading', () => {
    render(
      <Panel title="Receipts">
        <p>None yet.</p>
      </Panel>,
    );
    expect(screen.getByRole('region', { name: 'Receipts' })).toHaveTextContent('None yet.');
    expect(screen.getByRole('heading', { level: 2, name: 'Receipts' })).not.toHaveAttribute('tabindex');
  });
});
