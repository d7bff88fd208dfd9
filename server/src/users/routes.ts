/** /api/users/: staff manage users; a user reads and changes their own; anyone reads {id, username}. */
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { PublicUser, User, UserWrite } from '@onepair/contract';
import { registerOwnedResource } from '../lib/owned-resource-routes.js';
import * as service from './service.js';

export default async function userRoutes(app: FastifyInstance): Promise<void> {
  registerOwnedResource(app, {
    tags: ['users'],
    read: User,
    readReply: Type.Union([User, PublicUser]),
    visitorsRead: true,
    write: UserWrite,
    change: Type.Partial(UserWrite),
    summaries: {
      list: 'List users (staff: all; others: themselves)',
      create: 'Create a user (staff)',
      read: 'Read a user: the whole user for themselves and staff, {id, username} for others',
      replace: 'Replace a user',
      change: 'Change some fields of a user',
      remove: 'Delete a user and everything of theirs (staff)',
    },
    service: {
      list: service.listUsers,
      create: (db, body, context) => service.createUserAsStaff(db, context.caller, body),
      read: service.readUser,
      change: service.changeUser,
      remove: (db, caller, id) => service.removeUser(db, caller, id, app.catalogue, app.payments),
    },
  });
}
