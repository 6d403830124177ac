import { z } from 'zod';
import {
  adminEmailAlertsSchema,
  alertSubscribeRequestSchema,
  alertSubscribeResponseSchema,
  alertSubscriptionSchema,
  alertTokenBodySchema,
  alertTokenQuerySchema,
  createSavedSearchRequestSchema,
  myAlertSubscriptionRequestSchema,
  myAlertSubscriptionResponseSchema,
  savedSearchSchema,
  updateSavedSearchRequestSchema,
} from '../api/email-alerts.js';
import { routeGroup } from '../http/route.js';
import { idParams } from './params.js';

export const emailAlertRoutes = routeGroup('email-alerts', {
  subscribe: {
    method: 'POST',
    path: '/email-alerts/subscriptions',
    summary: 'Subscribe an address to e-mail alerts; a confirmation link is mailed (double opt-in)',
    auth: 'public',
    body: alertSubscribeRequestSchema,
    bodyLabel: 'The subscription',
    response: alertSubscribeResponseSchema,
    status: 202,
  },
  confirm: {
    method: 'POST',
    path: '/email-alerts/subscriptions/confirm',
    summary: 'Confirm a subscription with the signed link of its confirmation mail',
    auth: 'public',
    body: alertTokenBodySchema,
    response: alertSubscriptionSchema,
    errors: ['INVALID_LINK'],
  },
  unsubscribe: {
    method: 'POST',
    path: '/email-alerts/unsubscribe',
    summary:
      'One-click unsubscribe with the signed link of an alert mail (also the List-Unsubscribe-Post target)',
    auth: 'public',
    query: alertTokenQuerySchema,
    response: alertSubscriptionSchema,
    errors: ['INVALID_LINK'],
  },
});

export const myEmailAlertRoutes = routeGroup('my-email-alerts', {
  subscription: {
    method: 'GET',
    path: '/my/email-alerts',
    summary: "The caller's alert subscription (their account e-mail), or null",
    auth: 'signed-in',
    response: myAlertSubscriptionResponseSchema,
  },
  updateSubscription: {
    method: 'PUT',
    path: '/my/email-alerts',
    summary:
      "Set the caller's alert preferences; their verified account e-mail needs no confirmation",
    auth: 'signed-in',
    body: myAlertSubscriptionRequestSchema,
    bodyLabel: 'The preferences',
    response: alertSubscriptionSchema,
  },
  list: {
    method: 'GET',
    path: '/my/saved-searches',
    summary: "The caller's saved searches (e-mail alerts), newest first",
    auth: 'signed-in',
    response: z.object({ items: z.array(savedSearchSchema) }),
  },
  create: {
    method: 'POST',
    path: '/my/saved-searches',
    summary: 'Save a /listings search as an e-mail alert',
    auth: 'signed-in',
    body: createSavedSearchRequestSchema,
    bodyLabel: 'The alert',
    response: savedSearchSchema,
    status: 201,
    errors: ['CONFLICT'],
  },
  update: {
    method: 'PATCH',
    path: '/my/saved-searches/:id',
    summary: 'Pause, resume, rename or change the frequency of a saved search',
    auth: 'signed-in',
    params: idParams,
    body: updateSavedSearchRequestSchema,
    bodyLabel: 'The change',
    response: savedSearchSchema,
    errors: ['NOT_FOUND'],
  },
  remove: {
    method: 'DELETE',
    path: '/my/saved-searches/:id',
    summary: 'Delete a saved search',
    auth: 'signed-in',
    params: idParams,
    response: null,
    errors: ['NOT_FOUND'],
  },
});

export const adminEmailAlertRoutes = routeGroup('admin-email-alerts', {
  overview: {
    method: 'GET',
    path: '/admin/email-alerts',
    summary: 'Subscription and alert counts with the newest saved searches (admin)',
    auth: { roles: ['admin'] },
    response: adminEmailAlertsSchema,
  },
});
