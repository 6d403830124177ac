import { useState } from 'react';
import type { DevMail } from '@market/contracts';
import { Card, CardBody, CardHeader, Tabs } from '../../../ui';

type View = 'html' | 'text';

function formatDate(value: string) {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

export function MailCard({ mail }: { mail: DevMail }) {
  const [view, setView] = useState<View>(mail.html ? 'html' : 'text');
  const body = <pre className="mail-card__text">{mail.text || '(no text body)'}</pre>;

  return (
    <Card as="article" aria-labelledby={`mail-${mail.id}-subject`}>
      <CardHeader
        level={2}
        titleId={`mail-${mail.id}-subject`}
        title={mail.subject}
        description={
          <>
            To <strong>{mail.to}</strong> ·{' '}
            <time dateTime={mail.createdAt}>{formatDate(mail.createdAt)}</time>
          </>
        }
      />
      <CardBody className="stack">
        {mail.links.length > 0 ? (
          <div>
            <h3 className="mail-card__links-title">Links</h3>
            <ul className="mail-card__links">
              {mail.links.map((link) => (
                <li key={link}>
                  <a href={link}>{link}</a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {mail.html ? (
          <Tabs<View>
            label={`Body of "${mail.subject}"`}
            value={view}
            onChange={setView}
            className="tabs--inline"
            items={[
              {
                value: 'html',
                label: 'HTML',
                content: (
                  // No allow-* flags: the message's scripts, forms and navigation stay inert.
                  <iframe
                    className="mail-card__frame"
                    sandbox=""
                    srcDoc={mail.html}
                    title={`HTML body of "${mail.subject}"`}
                  />
                ),
              },
              { value: 'text', label: 'Text', content: body },
            ]}
          />
        ) : (
          body
        )}
      </CardBody>
    </Card>
  );
}
