/**
 * "Ship many": the lines staff paste (or a .csv file holds), `claim id, carrier, tracking
 * number` each, read into shipments before anything is sent, with what is wrong with a line.
 */
import type { Shipment } from '@onepair/contract';

import { staffClaimsTexts } from '../texts';

export interface ShipLine {
  /** The line's number in the text, from 1. */
  line: number;
  text: string;
  shipment?: Shipment;
  /** What is wrong with the line, in staff's words. */
  error?: string;
}

/** Splits a line at commas (or tabs, as a spreadsheet copies), a quoted value keeping its commas. */
function cells(text: string): string[] {
  const found: string[] = [];
  let current = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (char === '"') {
      if (quoted && text[index + 1] === '"') {
        current += '"';
        index += 1;
      } else quoted = !quoted;
    } else if (!quoted && (char === ',' || char === '\t' || char === ';')) {
      found.push(current.trim());
      current = '';
    } else current += char;
  }
  found.push(current.trim());
  return found;
}

/** Reads the pasted text: blank lines and a header line ("claim id, carrier, …") are left out. */
export function parseShipLines(text: string): ShipLine[] {
  const lines: ShipLine[] = [];
  const seen = new Set<number>();
  text.split(/\r?\n/).forEach((raw, index) => {
    const trimmed = raw.trim();
    if (trimmed === '') return;
    const values = cells(trimmed);
    if (lines.length === 0 && !/^\d/.test(values[0] ?? '') && /claim/i.test(values[0] ?? '')) return;
    const line: ShipLine = { line: index + 1, text: trimmed };
    lines.push(line);
    if (values.length !== 3) return void (line.error = staffClaimsTexts.t('lineShape'));
    const [id, carrier, trackingNumber] = values as [string, string, string];
    const claimId = /^\d{1,10}$/.test(id) ? Number(id) : NaN;
    if (!(claimId >= 1 && claimId <= 2_147_483_647)) return void (line.error = staffClaimsTexts.t('lineClaimId'));
    if (carrier === '' || carrier.length > 60) return void (line.error = staffClaimsTexts.t('lineCarrier'));
    if (trackingNumber === '' || trackingNumber.length > 80) return void (line.error = staffClaimsTexts.t('lineTrackingNumber'));
    if (seen.has(claimId)) return void (line.error = staffClaimsTexts.t('lineTwice'));
    seen.add(claimId);
    line.shipment = { claim_id: claimId, carrier, tracking_number: trackingNumber };
  });
  return lines;
}
