import { useLayoutEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('hidden') && el.getClientRects().length > 0,
  );
}

interface ModalOptions {
  open: boolean;
  onClose: () => void;
  /** Element to focus on open; defaults to the first focusable element, then the panel. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Keys of the modal's own (the photo viewer's arrows), after Escape and Tab. */
  onKeyDown?: (event: KeyboardEvent) => void;
}

/**
 * What every modal does while `open`: focus moves inside and stays there (Tab wraps), Escape
 * closes it, the page behind stops scrolling, and focus returns to the opener on close. Set
 * up before the first paint (a layout effect), so a key pressed as soon as the modal shows
 * already reaches it.
 */
export function useModal(
  panelRef: RefObject<HTMLElement | null>,
  { open, onClose, initialFocusRef, onKeyDown }: ModalOptions,
): void {
  const latest = useRef({ onClose, onKeyDown });
  latest.current = { onClose, onKeyDown };

  useLayoutEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const target = initialFocusRef?.current ?? (panel ? focusableIn(panel)[0] : null) ?? panel;
    target?.focus();

    const keyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        latest.current.onClose();
        return;
      }
      if (event.key !== 'Tab' || !panel) {
        latest.current.onKeyDown?.(event);
        return;
      }
      const items = focusableIn(panel);
      if (items.length === 0) {
        event.preventDefault();
        panel.focus();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !panel.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', keyDown, true);
    return () => {
      document.removeEventListener('keydown', keyDown, true);
      document.body.style.overflow = overflow;
      if (opener && document.contains(opener)) opener.focus();
    };
  }, [open, panelRef, initialFocusRef]);
}
