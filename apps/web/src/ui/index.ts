export { cx } from './cx';
export {
  BackLink,
  Button,
  ButtonAnchor,
  ButtonLink,
  LoadMoreButton,
  buttonClass,
  type ButtonProps,
  type ButtonVariant,
  type ButtonSize,
} from './Button';
export { Field, type FieldProps, type SelectOption } from './Field';
export { RadioGroup, type RadioOption } from './RadioGroup';
export { Card, CardHeader, CardBody, CardFooter } from './Card';
export { Dialog } from './Dialog';
export { useModal } from './useModal';
export { ConfirmDialog } from './ConfirmDialog';
export { Tabs, type TabItem } from './Tabs';
export { Badge, type BadgeVariant } from './Badge';
export { Alert, type AlertVariant } from './Alert';
export { Spinner, PageSpinner } from './Spinner';
export { Skeleton } from './Skeleton';
export { PageContainer } from './PageContainer';
export { PageHeader } from './PageHeader';
export { StatusCard } from './StatusCard';
export { EmptyState } from './EmptyState';
export { Pagination } from './Pagination';
export { ToastProvider } from './toast/ToastProvider';
export { useToast } from './toast/useToast';
export type { ToastOptions, ToastVariant } from './toast/toastContext';
export * from './icons';
