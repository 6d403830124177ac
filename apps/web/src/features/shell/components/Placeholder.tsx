import { useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { ArrowLeftIcon, Badge, Button, ButtonLink, Card, CardBody, ClockIcon, PageContainer } from '../../../ui';
import './placeholder.css';

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
      <Card elevated className="placeholder">
        <CardBody className="placeholder__body">
          <div className="placeholder__icon" aria-hidden="true">
            <ClockIcon />
          </div>
          <Badge variant="warning">Coming soon</Badge>
          <h1 className="placeholder__title">{name}</h1>
          <p className="placeholder__text">{name} — coming soon in this build</p>
          {summary ? <p className="text-muted">{summary}</p> : null}
          <div className="cluster placeholder__actions">
            <Button variant="ghost" icon={<ArrowLeftIcon />} onClick={() => navigate(-1)}>
              Go Back
            </Button>
            <ButtonLink to="/">Back to Home</ButtonLink>
          </div>
        </CardBody>
      </Card>
    </PageContainer>
  );
}
