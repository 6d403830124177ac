import { useState } from 'react';
import { REP_AFFILIATION_TEXTS, type MyDealership } from '@market/contracts';
import { errorMessage } from '../../../lib/api';
import { useLoader } from '../../../lib/useLoader';
import { Button, Card, CardBody, CardHeader, Select, Skeleton, useToast } from '../../../ui';
import { dealersApi } from '../../dealers/api/dealersApi';
import { salesRepsApi } from '../api/salesRepsApi';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

/**
 * The rep's dealership: the dealer they represent (and leaving it), invitations to answer,
 * their open request, and asking a dealer to take them on. Nothing changes without the
 * dealer's consent.
 */
export function RepDealershipPanel({ onChanged }: { onChanged: () => void }) {
  const { toast } = useToast();
  const { state, setData } = useLoader((signal) => salesRepsApi.myDealership(signal), 'dealership');
  const dealers = useLoader((signal) => dealersApi.directory({ limit: 100 }, signal), 'dealers');
  const [chosen, setChosen] = useState('');
  const [busy, setBusy] = useState<string | null>(null);

  /** Runs one action; `success` may depend on what the server did (an invitation may answer a request). */
  async function act(
    key: string,
    work: () => Promise<MyDealership>,
    success: string | (() => string),
  ) {
    setBusy(key);
    try {
      setData(await work());
      toast({ title: typeof success === 'string' ? success : success(), variant: 'success' });
      onChanged();
    } catch (error) {
      toast({ title: 'Something went wrong', description: errorMessage(error), variant: 'danger' });
    } finally {
      setBusy(null);
    }
  }

  const reload = () => salesRepsApi.myDealership();
  const mine = state.status === 'ready' ? state.data : null;
  const options =
    dealers.state.status === 'ready'
      ? dealers.state.data.items
          .filter((d) => d.id !== mine?.dealer?.id)
          .map((d) => ({ value: d.id, label: d.businessName }))
      : [];

  return (
    <Card as="section" aria-labelledby="rep-dealership-title">
      <CardHeader
        title="Dealership"
        titleId="rep-dealership-title"
        description="A dealer shows you as one of their reps only once they accept."
      />
      <CardBody className="stack">
        {!mine ? (
          <Skeleton height={72} />
        ) : (
          <>
            {mine.dealer ? (
              <div className="affiliation-row">
                <p>
                  You represent <strong>{mine.dealer.businessName}</strong>.
                </p>
                <Button
                  size="sm"
                  variant="ghost"
                  loading={busy === 'leave'}
                  onClick={() =>
                    act('leave', salesRepsApi.leaveDealership, `You left ${mine.dealer!.businessName}`)
                  }
                >
                  Leave dealership
                </Button>
              </div>
            ) : (
              <p className="text-muted">You work independently.</p>
            )}
            {mine.invitations.length ? (
              <ul className="affiliation-list" aria-label="Invitations">
                {mine.invitations.map((invitation) => (
                  <li key={invitation.id} className="affiliation-row">
                    <p>
                      <strong>{invitation.dealer.businessName}</strong> invites you to join.
                    </p>
                    <div className="cluster">
                      <Button
                        size="sm"
                        loading={busy === `accept-${invitation.id}`}
                        onClick={() =>
                          act(
                            `accept-${invitation.id}`,
                            () => salesRepsApi.answerInvitation(invitation.id, true),
                            `You joined ${invitation.dealer.businessName}`,
                          )
                        }
                      >
                        Accept
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        loading={busy === `decline-${invitation.id}`}
                        onClick={() =>
                          act(
                            `decline-${invitation.id}`,
                            () => salesRepsApi.answerInvitation(invitation.id, false),
                            'Invitation declined',
                          )
                        }
                      >
                        Decline
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
            ) : null}
            {mine.request ? (
              <div className="affiliation-row">
                <p>
                  You asked to join <strong>{mine.request.dealer.businessName}</strong> on{' '}
                  {dateFormat.format(new Date(mine.request.createdAt))}; waiting for the dealer.
                </p>
                <Button
                  size="sm"
                  variant="ghost"
                  loading={busy === 'cancel'}
                  onClick={() =>
                    act(
                      'cancel',
                      async () => {
                        await salesRepsApi.cancelRequest(mine.request!.id);
                        return reload();
                      },
                      'Request withdrawn',
                    )
                  }
                >
                  Withdraw request
                </Button>
              </div>
            ) : null}
            <form
              className="affiliation-ask"
              onSubmit={(event) => {
                event.preventDefault();
                if (!chosen) return;
                let joined = false;
                void act(
                  'ask',
                  async () => {
                    joined = (await salesRepsApi.askToJoin(chosen)).kind === 'invitation';
                    setChosen('');
                    return reload();
                  },
                  () =>
                    joined
                      ? REP_AFFILIATION_TEXTS.joinedByInvitation
                      : REP_AFFILIATION_TEXTS.requestSent,
                );
              }}
            >
              <Select
                label="Ask to join a dealership"
                value={chosen}
                options={[{ value: '', label: 'Choose a dealer' }, ...options]}
                hint={
                  dealers.state.status === 'error' ? 'The dealer list could not be loaded.' : undefined
                }
                onChange={(e) => setChosen(e.target.value)}
              />
              <Button type="submit" variant="secondary" disabled={!chosen} loading={busy === 'ask'}>
                Send request
              </Button>
            </form>
          </>
        )}
      </CardBody>
    </Card>
  );
}
