import { NotFound } from '../features/shell';

export default function NotFoundPage() {
  return <NotFound />;
}
