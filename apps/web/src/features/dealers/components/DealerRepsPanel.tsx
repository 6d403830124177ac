import { useState } from 'react';
import { REP_AFFILIATION_TEXTS, repInvitationRequestSchema, type MyDealerReps } from '@market/contracts';
import { errorMessage, isApiError } from '../../../lib/api';
import { useLoader } from '../../../lib/useLoader';
import { Badge, Button, Card, CardBody, CardHeader, Input, Skeleton, useToast } from '../../../ui';
import { dealersApi } from '../api/dealersApi';

/**
 * The dealership's sales reps (SPEC.md §3 sales_representatives.dealer_id): who works here,
 * reps asking to join (accept or decline), and invitations by e-mail. A rep is shown as the
 * dealer's only with the dealer's consent.
 */
export function DealerRepsPanel() {
  const { toast } = useToast();
  const { state, setData } = useLoader((signal) => dealersApi.myReps(signal), 'dealer-reps');
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [busy, setBusy] = useState<string | null>(null);

  async function act(key: string, work: () => Promise<MyDealerReps>, success: string) {
    setBusy(key);
    try {
      setData(await work());
      toast({ title: success, variant: 'success' });
      return true;
    } catch (error) {
      if (isApiError(error)) setEmailError(error.fieldErrors().email);
      toast({ title: 'Something went wrong', description: errorMessage(error), variant: 'danger' });
      return false;
    } finally {
      setBusy(null);
    }
  }

  const invite = async () => {
    const parsed = repInvitationRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message);
      return;
    }
    setEmailError(undefined);
    const sent = await act(
      'invite',
      async () => {
        await dealersApi.inviteRep(parsed.data.email);
        return dealersApi.myReps();
      },
      REP_AFFILIATION_TEXTS.invitationSent,
    );
    if (sent) setEmail('');
  };

  const data = state.status === 'ready' ? state.data : null;
  return (
    <Card as="section" aria-labelledby="dealer-reps-title">
      <CardHeader
        title="Sales reps"
        titleId="dealer-reps-title"
        description="Reps shown as yours: only those you accepted or invited."
      />
      <CardBody className="stack">
        {!data ? (
          <Skeleton height={72} />
        ) : (
          <>
            {data.requests.length ? (
              <ul className="affiliation-list" aria-label="Requests to join">
                {data.requests.map((request) => (
                  <li key={request.id} className="affiliation-row">
                    <p>
                      <Badge variant="warning">Request</Badge>{' '}
                      <strong>{request.rep?.name ?? 'A sales rep'}</strong>
                      {request.rep?.email ? ` (${request.rep.email})` : ''} asks to join.
                    </p>
                    <div className="cluster">
                      <Button
                        size="sm"
                        loading={busy === `accept-${request.id}`}
                        onClick={() =>
                          act(
                            `accept-${request.id}`,
                            () => dealersApi.answerRepRequest(request.id, true),
                            `${request.rep?.name ?? 'The rep'} joined your dealership`,
                          )
                        }
                      >
                        Accept
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        loading={busy === `decline-${request.id}`}
                        onClick={() =>
                          act(
                            `decline-${request.id}`,
                            () => dealersApi.answerRepRequest(request.id, false),
                            'Request declined',
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
            {data.reps.length ? (
              <ul className="affiliation-list" aria-label="Your sales reps">
                {data.reps.map((rep) => (
                  <li key={rep.id} className="affiliation-row">
                    <p>
                      <strong>{rep.name}</strong>
                      <span className="affiliation-row__detail text-sm text-muted">
                        {[rep.email, rep.phone].filter(Boolean).join(' · ')}
                      </span>
                    </p>
                    <Button
                      size="sm"
                      variant="ghost"
                      loading={busy === `remove-${rep.id}`}
                      onClick={() =>
                        act(
                          `remove-${rep.id}`,
                          async () => {
                            await dealersApi.removeRep(rep.id);
                            return dealersApi.myReps();
                          },
                          `${rep.name} no longer represents your dealership`,
                        )
                      }
                    >
                      Remove
                    </Button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-muted">No sales reps represent your dealership yet.</p>
            )}
            {data.invitations.length ? (
              <ul className="affiliation-list" aria-label="Invitations sent">
                {data.invitations.map((invitation) => (
                  <li key={invitation.id} className="affiliation-row">
                    <p>
                      <Badge>Invited</Badge> {invitation.invitedEmail}
                    </p>
                    <Button
                      size="sm"
                      variant="ghost"
                      loading={busy === `withdraw-${invitation.id}`}
                      onClick={() =>
                        act(
                          `withdraw-${invitation.id}`,
                          async () => {
                            await dealersApi.withdrawInvitation(invitation.id);
                            return dealersApi.myReps();
                          },
                          'Invitation withdrawn',
                        )
                      }
                    >
                      Withdraw
                    </Button>
                  </li>
                ))}
              </ul>
            ) : null}
            <form
              className="affiliation-ask"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void invite();
              }}
            >
              <Input
                label="Invite a sales rep by e-mail"
                type="email"
                autoComplete="off"
                value={email}
                error={emailError}
                onChange={(e) => setEmail(e.target.value)}
              />
              <Button type="submit" variant="secondary" loading={busy === 'invite'}>
                Send invitation
              </Button>
            </form>
          </>
        )}
      </CardBody>
    </Card>
  );
}
