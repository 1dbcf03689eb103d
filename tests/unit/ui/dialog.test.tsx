import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';

// jsdom has no modal dialogs: the platform's part (open, close event, Escape) as browsers do it.
beforeAll(() => {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { __patched?: boolean };
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      this.removeEventListener('keydown', escape);
      this.close();
    };
    this.addEventListener('keydown', escape);
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Mortgage calculator"
        description="Monthly payment"
        closeLabel="Close"
      >
        <input aria-label="Price" />
      </Dialog>
    </>
  );
}

test('is labelled by its title and described by its description', () => {
  render(<Harness />);
  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = screen.getByRole('dialog', { name: 'Mortgage calculator' });
  expect(dialog).toHaveAttribute('open');
  expect(dialog).toHaveAccessibleDescription('Monthly payment');
  expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
});

test('Escape closes it once and focus goes back to the opener', () => {
  const onClose = jest.fn();
  render(<Harness onClose={onClose} />);
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Mortgage calculator' });
  screen.getByRole('textbox', { name: 'Price' }).focus();
  fireEvent.keyDown(dialog, { key: 'Escape' });
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(dialog).not.toHaveAttribute('open');
  expect(opener).toHaveFocus();
});

test('the close button and a backdrop click close it; a click inside does not', () => {
  const onClose = jest.fn();
  render(<Harness onClose={onClose} />);
  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = screen.getByRole('dialog', { name: 'Mortgage calculator' });
  fireEvent.click(screen.getByRole('textbox', { name: 'Price' }));
  expect(onClose).not.toHaveBeenCalled();
  dialog.getBoundingClientRect = () => ({ left: 100, right: 300, top: 100, bottom: 300, x: 100, y: 100, width: 200, height: 200, toJSON: () => ({}) });
  fireEvent.click(dialog, { clientX: 150, clientY: 150 });
  expect(onClose).not.toHaveBeenCalled();
  fireEvent.click(dialog, { clientX: 10, clientY: 10 });
  expect(onClose).toHaveBeenCalledTimes(1);

  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenCalledTimes(2);
  expect(screen.getByRole('dialog', { hidden: true })).not.toHaveAttribute('open');
});
