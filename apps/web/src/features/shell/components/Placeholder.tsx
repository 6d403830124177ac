import { useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import {
  ArrowLeftIcon,
  Badge,
  Button,
  ButtonLink,
  ClockIcon,
  PageContainer,
  StatusCard,
} from '../../../ui';

interface PlaceholderProps {
  /** The page's name, e.g. "Dealer Dashboard". */
  name: string;
  summary?: string;
}

/** The one stand-in for routes that are not built yet. */
export function Placeholder({ name, summary }: PlaceholderProps) {
  useDocumentTitle(name);
  const navigate = useNavigate();
  return (
    <PageContainer width="narrow">
      <StatusCard
        title={name}
        icon={<ClockIcon />}
        actions={
          <>
            <Button variant="ghost" icon={<ArrowLeftIcon />} onClick={() => navigate(-1)}>
              Go Back
            </Button>
            <ButtonLink to="/">Back to Home</ButtonLink>
          </>
        }
      >
        <Badge variant="warning">Coming soon</Badge>
        <p>{name} — coming soon in this build</p>
        {summary ? <p>{summary}</p> : null}
      </StatusCard>
    </PageContainer>
  );
}
