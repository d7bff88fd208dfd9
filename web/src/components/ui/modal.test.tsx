import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';

import { EnglishPart } from '@/i18n';

import { Modal } from './modal';

function Harness({ onClose = () => undefined, closeLabel }: { onClose?: () => void; closeLabel?: string }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button">outside</button>
      <Modal
        open={open}
        title="Confirm Your Selection"
        closeLabel={closeLabel}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <button type="button">First</button>
        <button type="button">Last</button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a named modal dialog and focuses its first control', () => {
    render(<Harness />);
    const dialog = screen.getByRole('dialog', { name: 'Confirm Your Selection' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
  });

  it('has a visible close button when given its name, last in the tab order, which closes it', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} closeLabel="Close" />);
    const dialog = screen.getByRole('dialog', { name: 'Confirm Your Selection' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(close).toHaveTextContent('×');
    // The dialog's own first control keeps the focus; Tab reaches the close button after the last.
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(close).toHaveFocus();
    await user.click(close);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has no close button unless asked (its own buttons close it)', () => {
    render(<Harness />);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('focuses the first control of content that arrives after it opened', async () => {
    function Late() {
      const [ready, setReady] = useState(false);
      useEffect(() => {
        const timer = setTimeout(() => setReady(true), 20);
        return () => clearTimeout(timer);
      }, []);
      return ready ? <input aria-label="Username" /> : <p>Loading</p>;
    }
    render(
      <Modal open title="Sign in" onClose={() => undefined}>
        <Late />
      </Modal>,
    );
    expect(screen.getByRole('dialog')).toHaveFocus();
    await waitFor(() => expect(screen.getByLabelText('Username')).toHaveFocus());
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes when the dimmed overlay is clicked, not when the dialog is', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('dialog'));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('modal-overlay'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says "English" itself when opened from a part of the page marked English (drawn outside that part)', () => {
    const { unmount } = render(
      <EnglishPart.Provider value={true}>
        <div lang="en">
          <Harness />
        </div>
      </EnglishPart.Provider>,
    );
    expect(screen.getByTestId('modal-overlay')).toHaveAttribute('lang', 'en');
    expect(screen.getByTestId('modal-overlay').closest('[lang="en"]')).toBe(screen.getByTestId('modal-overlay'));
    unmount();
    render(<Harness />);
    expect(screen.getByTestId('modal-overlay')).not.toHaveAttribute('lang');
  });
});
