/**
 * /api/donatees/: the application for a free pair (JSON, or multipart/form-data with a
 * `prescription` file) and the claim (`has_claimed: true`, with `claimed_glasses`).
 */
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { Donatee, DonateeWrite } from '@onepair/contract';
import { acceptingOldSpellings, DONATEE_SPELLINGS, oldSpellings } from '../lib/old-spellings.js';
import { registerOwnedResource } from '../lib/owned-resource-routes.js';
import type { ApplicationSettings } from './application.js';
import * as service from './service.js';

const Body = acceptingOldSpellings(
  Type.Composite([
    DonateeWrite,
    Type.Object({
      prescription: Type.Optional(
        Type.Unsafe<unknown>({ description: 'A JPEG, PNG, WebP or PDF file of at most 5 MB (multipart/form-data), or null to remove it' }),
      ),
    }),
  ]),
  DONATEE_SPELLINGS,
);

export interface DonateeRoutesOptions {
  applications: ApplicationSettings;
}

export default async function donateeRoutes(app: FastifyInstance, options: DonateeRoutesOptions): Promise<void> {
  registerOwnedResource(app, {
    tags: ['donatees'],
    read: Donatee,
    write: Body,
    change: Body,
    consumes: ['application/json', 'multipart/form-data'],
    writeHooks: oldSpellings(DONATEE_SPELLINGS, { respond: false }),
    summaries: {
      list: 'List donatee records (staff: all; others: their own)',
      create: 'Create a donatee record (staff; every account already has one)',
      read: 'Read a donatee record',
      replace: 'Replace a donatee record',
      change: 'Apply, upload a prescription, or claim (has_claimed: true with claimed_glasses)',
    },
    service: {
      list: service.listDonatees,
      create: service.createDonatee,
      read: service.readDonatee,
      change: (db, caller, id, body) => service.changeDonatee(db, app.catalogue, options.applications, caller, id, body),
    },
  });
}
