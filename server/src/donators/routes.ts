/** /api/donators/: a donor's record with their donations and total. */
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { Donator, DonatorWrite } from '@onepair/contract';
import { registerOwnedResource } from '../lib/owned-resource-routes.js';
import * as service from './service.js';

export default async function donatorRoutes(app: FastifyInstance): Promise<void> {
  registerOwnedResource(app, {
    tags: ['donators'],
    read: Donator,
    write: DonatorWrite,
    change: Type.Partial(DonatorWrite),
    summaries: {
      list: 'List donator records (staff: all; others: their own)',
      create: 'Create a donator record (staff; every account already has one)',
      read: 'Read a donator record with its donations (oldest first)',
      replace: 'Replace a donator record (staff)',
      change: 'Change a donator record (staff)',
    },
    service: {
      list: service.listDonators,
      create: service.createDonator,
      read: service.readDonator,
      change: service.changeDonator,
    },
  });
}
