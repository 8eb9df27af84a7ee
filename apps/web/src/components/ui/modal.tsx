import { type ReactNode, useEffect, useId, useRef } from 'react';

type ModalProps = {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
};

/**
 * A modal dialog on the native <dialog> element: showModal() gives the focus trap, Escape to close
 * and an inert page behind it without extra code. Clicking the backdrop (pressed and let go there)
 * closes it too.
 */
export function Modal({ open, title, onClose, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Whether the press that ends in a click began on the backdrop: selecting text in a field and
  // letting go past the dialog's edge also clicks the backdrop, and closed the dialog with what
  // was typed in it.
  const pressedOnBackdrop = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && pressedOnBackdrop.current) onClose();
        pressedOnBackdrop.current = false;
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      {open ? (
        <div className="modal-body">
          <h2 id={titleId} className="modal-title">
            {title}
          </h2>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
