/** /api/donators/: a donor's record with their donations and total. */
import type { FastifyInstance } from 'fastify';
import { Donator, DonatorChange, DonatorWrite } from '@onepair/contract';
import { registerOwnedResource } from '../lib/owned-resource-routes.js';
import * as service from './service.js';

export default async function donatorRoutes(app: FastifyInstance): Promise<void> {
  registerOwnedResource(app, {
    tags: ['donators'],
    read: Donator,
    write: DonatorWrite,
    change: DonatorChange,
    summaries: {
      list: 'List donator records (staff: all; others: their own)',
      create: 'Create a donator record (staff; every account already has one)',
      read: 'Read a donator record with its donations (oldest first)',
      replace: 'Replace a donator record (staff)',
      change: "Choose the donor's public name or to appear as Anonymous (the owner); totals change only by donating",
    },
    service: {
      list: service.listDonators,
      create: service.createDonator,
      read: service.readDonator,
      change: service.changeDonator,
    },
  });
}
