import { z } from 'zod';
import { endpoint } from '../endpoint';
import { businessDate, isoDate, multiLine, singleLine, isoDateTime } from '../common';
import { add, update, partialOf } from './listCalls';

export const HOME_MESSAGE_STATUSES = ['draft', 'published', 'archived'] as const;

export const homeMessageStatus = z.enum(HOME_MESSAGE_STATUSES);
export const homeMessageRow = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  status: homeMessageStatus,
  /** Shown on the landing page from this day (Paris), when published; null: at once. */
  startsOn: isoDate.nullable(),
  /** Shown up to and including this day; null: until archived. */
  endsOn: isoDate.nullable(),
  /** When it was first published. */
  publishedAt: isoDateTime.nullable(),
  version: z.number().int(),
  updatedAt: isoDateTime,
});
export type HomeMessageRow = z.infer<typeof homeMessageRow>;
export const publishedHomeMessage = homeMessageRow.pick({
  id: true,
  title: true,
  body: true,
  startsOn: true,
  endsOn: true,
  publishedAt: true,
});

const homeMessageFields = {
  title: singleLine(120),
  body: multiLine(4000),
  status: homeMessageStatus,
  startsOn: businessDate.nullable(),
  endsOn: businessDate.nullable(),
};

/** The home page messages. */
export const homeMessageEndpoints = {
  getMessagesHome: endpoint({
    method: 'GET',
    path: 'messagesHome/getMessagesHome',
    summary: 'Home messages, newest first, by status (all by default)',
    query: z.object({ status: z.enum([...HOME_MESSAGE_STATUSES, 'all']).default('all') }),
    response: z.array(homeMessageRow),
  }),
  getPublishedMessagesHome: endpoint({
    method: 'GET',
    path: 'messagesHome/getPublishedMessagesHome',
    summary:
      'Published home messages shown today (within their optional start and end days), for the landing page',
    response: z.array(publishedHomeMessage),
  }),
  addMessageHome: add(
    'messagesHome/addMessageHome',
    'Add a home message (draft by default)',
    z.object({
      ...homeMessageFields,
      status: homeMessageFields.status.optional(),
      startsOn: homeMessageFields.startsOn.optional(),
      endsOn: homeMessageFields.endsOn.optional(),
    }),
    homeMessageRow,
  ),
  updateMessageHome: update(
    'messagesHome/updateMessageHome',
    'Edit, publish or archive a home message',
    partialOf(homeMessageFields),
    homeMessageRow,
  ),
};
