import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  REP_AFFILIATION_TEXTS,
  repAffiliationRoutes,
  repInvitationRequestSchema,
} from '@market/contracts';
import { errorMessage } from '../../../lib/api';
import { apiCall } from '../../../lib/apiCall';
import { Form, FormField, useSchemaForm } from '../../../lib/form';
import { routeKey, routeQuery } from '../../../lib/query';
import { Badge, Button, Card, CardBody, CardHeader, Skeleton, useToast } from '../../../ui';

const routes = repAffiliationRoutes;

/**
 * The dealership's sales reps (SPEC.md §3 sales_representatives.dealer_id): who works here,
 * reps asking to join (accept or decline), and invitations by e-mail. A rep is shown as the
 * dealer's only with the dealer's consent.
 */
export function DealerRepsPanel() {
  const { toast } = useToast();
  const client = useQueryClient();
  const { data } = useQuery(routeQuery(routes.dealerReps));
  const invitation = useSchemaForm(repInvitationRequestSchema, { email: '' });
  const [busy, setBusy] = useState<string | null>(null);
  // The dealer's reps and the rep's own record (its dealer) change together.
  const refresh = () => client.invalidateQueries({ queryKey: routeKey(routes.dealerReps) });

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
              <ul className="stack-list" aria-label="Requests to join">
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
                            () => apiCall(routes.acceptRequest, { params: { id: request.id } }),
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
                            () => apiCall(routes.declineRequest, { params: { id: request.id } }),
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
              <ul className="stack-list" aria-label="Your sales reps">
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
                          () => apiCall(routes.removeRep, { params: { repId: rep.id } }),
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
              <ul className="stack-list" aria-label="Invitations sent">
                {data.invitations.map((sent) => (
                  <li key={sent.id} className="affiliation-row">
                    <p>
                      <Badge>Invited</Badge> {sent.invitedEmail}
                    </p>
                    <Button
                      size="sm"
                      variant="ghost"
                      loading={busy === `withdraw-${sent.id}`}
                      onClick={() =>
                        act(
                          `withdraw-${sent.id}`,
                          () => apiCall(routes.withdrawInvitation, { params: { id: sent.id } }),
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
            <Form
              form={invitation}
              className="affiliation-ask"
              aria-label="Invite a sales rep"
              failure="Something went wrong"
              onSubmit={async (body) => {
                await apiCall(routes.invite, { body });
                await refresh();
                toast({ title: REP_AFFILIATION_TEXTS.invitationSent, variant: 'success' });
                invitation.reset();
              }}
            >
              <FormField
                name="email"
                label="Invite a sales rep by e-mail"
                type="email"
                autoComplete="off"
              />
              <Button type="submit" variant="secondary" loading={invitation.formState.isSubmitting}>
                Send invitation
              </Button>
            </Form>
          </>
        )}
      </CardBody>
    </Card>
  );
}
