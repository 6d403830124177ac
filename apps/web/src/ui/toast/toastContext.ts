import { createContext, type ReactNode } from 'react';

export type ToastVariant = 'info' | 'success' | 'danger' | 'warning';

export interface ToastOptions {
  title: string;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it hides itself; errors stay a little longer by default. */
  duration?: number;
}

export interface ToastRecord extends Required<
  Pick<ToastOptions, 'title' | 'variant' | 'duration'>
> {
  id: number;
  description?: ReactNode;
}

export interface ToastApi {
  toast: (options: ToastOptions) => number;
  dismiss: (id: number) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);
