import { Placeholder } from '../features/shell';

export default function PlaceholderPage({ name, summary }: { name: string; summary?: string }) {
  return <Placeholder name={name} summary={summary} />;
}
