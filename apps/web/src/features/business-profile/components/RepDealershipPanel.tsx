import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  dealerRoutes,
  myBusinessRoutes,
  REP_AFFILIATION_TEXTS,
  repAffiliationRoutes,
  repJoinRequestSchema,
} from '@market/contracts';
import { errorMessage } from '../../../lib/api';
import { apiCall } from '../../../lib/apiCall';
import { Form, FormField, useSchemaForm } from '../../../lib/form';
import { routeKey, routeQuery } from '../../../lib/query';
import { Button, Card, CardBody, CardHeader, Skeleton, useToast } from '../../../ui';

const routes = repAffiliationRoutes;

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

/**
 * The rep's dealership: the dealer they represent (and leaving it), invitations to answer,
 * their open request, and asking a dealer to take them on. Nothing changes without the
 * dealer's consent.
 */
export function RepDealershipPanel() {
  const { toast } = useToast();
  const client = useQueryClient();
  const { data: mine } = useQuery(routeQuery(routes.myDealership));
  // The approved, active dealers a rep may ask (the directory's largest page).
  const dealers = useQuery(routeQuery(dealerRoutes.directory, { query: { limit: 100 } }));
  const ask = useSchemaForm(repJoinRequestSchema, { dealerId: '' });
  const [busy, setBusy] = useState<string | null>(null);
  // The rep's card on the dashboard shows the dealer: read again with the dealership.
  const refresh = () =>
    Promise.all(
      [routes.myDealership, myBusinessRoutes.salesRep].map((route) =>
        client.invalidateQueries({ queryKey: routeKey(route) }),
      ),
    );

  async function act(key: string, work: () => Promise<unknown>, success: string) {
    setBusy(key);
    try {
      await work();
      await refresh();
      toast({ title: success, variant: 'success' });
    } catch (error) {
      toast({ title: 'Something went wrong', description: errorMessage(error), variant: 'danger' });
    } finally {
      setBusy(null);
    }
  }

  const options = (dealers.data?.items ?? [])
    .filter((d) => d.id !== mine?.dealer?.id)
    .map((d) => ({ value: d.id, label: d.businessName }));

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
                    act(
                      'leave',
                      () => apiCall(routes.leave),
                      `You left ${mine.dealer!.businessName}`,
                    )
                  }
                >
                  Leave dealership
                </Button>
              </div>
            ) : (
              <p className="text-muted">You work independently.</p>
            )}
            {mine.invitations.length ? (
              <ul className="stack-list" aria-label="Invitations">
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
                            () =>
                              apiCall(routes.acceptInvitation, { params: { id: invitation.id } }),
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
                            () =>
                              apiCall(routes.declineInvitation, { params: { id: invitation.id } }),
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
                      () => apiCall(routes.cancelRequest, { params: { id: mine.request!.id } }),
                      'Request withdrawn',
                    )
                  }
                >
                  Withdraw request
                </Button>
              </div>
            ) : null}
            <Form
              form={ask}
              className="affiliation-ask"
              failure="Something went wrong"
              onSubmit={async (body) => {
                // A dealer that already invited the rep answers the request with the invitation.
                const answer = await apiCall(routes.requestToJoin, { body });
                await refresh();
                toast({
                  title:
                    answer.kind === 'invitation'
                      ? REP_AFFILIATION_TEXTS.joinedByInvitation
                      : REP_AFFILIATION_TEXTS.requestSent,
                  variant: 'success',
                });
                ask.reset();
              }}
            >
              <FormField
                as="select"
                name="dealerId"
                label="Ask to join a dealership"
                options={[{ value: '', label: 'Choose a dealer' }, ...options]}
                hint={dealers.isError ? 'The dealer list could not be loaded.' : undefined}
              />
              <Button type="submit" variant="secondary" loading={ask.formState.isSubmitting}>
                Send request
              </Button>
            </Form>
          </>
        )}
      </CardBody>
    </Card>
  );
}
