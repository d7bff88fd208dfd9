/** /api/accounts/: contact details of a user; the owner and staff read and change them. */
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { Account, AccountWrite } from '@onepair/contract';
import { registerOwnedResource } from '../lib/owned-resource-routes.js';
import * as service from './service.js';

export default async function accountRoutes(app: FastifyInstance): Promise<void> {
  registerOwnedResource(app, {
    tags: ['accounts'],
    read: Account,
    write: AccountWrite,
    change: Type.Partial(AccountWrite),
    summaries: {
      list: 'List accounts (staff: all; others: their own)',
      create: 'Create an account (staff; every user already has one)',
      read: 'Read an account',
      replace: 'Replace an account',
      change: 'Change some fields of an account',
    },
    service: {
      list: service.listAccounts,
      create: service.createAccount,
      read: service.readAccount,
      change: service.changeAccount,
    },
  });
}
