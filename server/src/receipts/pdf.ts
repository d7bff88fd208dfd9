/**
 * The receipt and yearly statement PDFs. Everything printed is passed in, so a receipt prints
 * the details frozen when it was issued; the document's dates are the receipt's own, so the same
 * receipt prints the same text every time.
 */
import { NO_GOODS_OR_SERVICES } from '@onepair/contract';
import { nextHeavyTurn, SLICE_MS } from '../lib/heavy-turns.js';
import { render, type Doc } from '../lib/pdf.js';

export interface ReceiptDocument {
  number: number;
  issuedAt: string;
  org: { name: string; taxId: string; address: string };
  donor: { name: string; address: string };
  amountCents: number;
  date: string;
  void: { at: string; reason: string } | null;
  /** The number of the receipt this one replaces (after a partial refund or a correction), or null. */
  replaces: number | null;
  /** "In honor of …" or "In memory of …", or null. */
  tribute: string | null;
}

export interface StatementGiftLine {
  number: number | null;
  date: string;
  amountCents: number;
}

export interface StatementDocument {
  year: number;
  org: { name: string; taxId: string; address: string };
  donor: { name: string; address: string };
  /** The gifts in batches, oldest first: a donor may have tens of thousands in a year. */
  gifts: AsyncIterable<StatementGiftLine[]> | StatementGiftLine[][];
  generatedAt: Date;
}

/**
 * $1,234.50: dollars with a thousands separator, as the web app shows amounts. Written out
 * rather than through Intl, whose formatting was a visible part of every donation's CPU (the
 * receipt mail is written in the donation's transaction).
 */
export function formatDollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

export function receiptPdf(receipt: ReceiptDocument): Promise<Buffer> {
  return render(`Donation receipt ${receipt.number}`, new Date(receipt.issuedAt), (doc) => {
    organisationHeader(doc, receipt.org);
    doc.moveDown(1.5).font('Helvetica-Bold').fontSize(16).text(`Donation receipt No. ${receipt.number}`);
    if (receipt.void) {
      doc
        .moveDown(0.5)
        .font('Helvetica-Bold')
        .fontSize(28)
        .fillColor('#b00020')
        .text('VOID')
        .fontSize(11)
        .font('Helvetica')
        .text(`This receipt was voided on ${receipt.void.at.slice(0, 10)}: ${receipt.void.reason}`)
        .fillColor('black');
    }
    doc.moveDown(1).font('Helvetica').fontSize(11);
    field(doc, 'Issued', receipt.issuedAt.slice(0, 10));
    field(doc, 'Donation date', receipt.date);
    field(doc, 'Amount', formatDollars(receipt.amountCents));
    if (receipt.tribute) field(doc, 'Given', receipt.tribute);
    if (receipt.replaces !== null) {
      field(doc, 'Replaces', `Receipt No. ${receipt.replaces}, now void`);
    }
    doc.moveDown(1);
    field(doc, 'Received from', receipt.donor.name);
    if (receipt.donor.address) doc.text(receipt.donor.address, { indent: 120 });
    doc.moveDown(1.5).font('Helvetica-Bold').text(NO_GOODS_OR_SERVICES);
    doc.moveDown(1).font('Helvetica').text(`Thank you for your gift to ${receipt.org.name}.`);
  });
}

/**
 * The statement, drawn a batch of gifts at a time with the event loop let go between batches:
 * laying out tens of thousands of rows in one go held every other request for seconds.
 */
export function statementPdf(statement: StatementDocument): Promise<Buffer> {
  return render(`Donation statement ${statement.year}`, statement.generatedAt, async (doc) => {
    organisationHeader(doc, statement.org);
    doc.moveDown(1.5).font('Helvetica-Bold').fontSize(16).text(`Yearly donation statement ${statement.year}`);
    doc.moveDown(1).font('Helvetica').fontSize(11);
    field(doc, 'Donor', statement.donor.name);
    if (statement.donor.address) doc.text(statement.donor.address, { indent: 120 });
    doc.moveDown(1).font('Helvetica-Bold');
    row(doc, 'Date', 'Receipt No.', 'Amount');
    doc.font('Helvetica');
    let total = 0;
    let count = 0;
    let turnStarted = performance.now();
    for await (const batch of statement.gifts) {
      for (const gift of batch) {
        row(doc, gift.date, gift.number === null ? '—' : String(gift.number), formatDollars(gift.amountCents));
        total += gift.amountCents;
        count += 1;
        if (performance.now() - turnStarted > SLICE_MS) {
          await nextHeavyTurn();
          turnStarted = performance.now();
        }
      }
    }
    doc.moveDown(0.5).font('Helvetica-Bold');
    row(doc, `Total of ${count} gift${count === 1 ? '' : 's'}`, '', formatDollars(total));
    doc.moveDown(1.5).text(NO_GOODS_OR_SERVICES);
    doc
      .moveDown(1)
      .font('Helvetica')
      .text(
        `Produced on ${statement.generatedAt.toISOString().slice(0, 10)}. Refunded gifts are not listed; ` +
          'a gift refunded in part is listed with the amount left and the number of its replacement receipt.',
      );
  });
}

function organisationHeader(doc: Doc, org: ReceiptDocument['org']): void {
  doc.font('Helvetica-Bold').fontSize(20).text(org.name);
  doc.font('Helvetica').fontSize(10);
  if (org.address) doc.text(org.address);
  // Without ORG_TAX_ID the line is left out: a donor is not told about a setting; staff see it on the setup checklist.
  if (org.taxId) doc.text(`Tax id: ${org.taxId}`);
}

function field(doc: Doc, label: string, value: string): void {
  const y = doc.y;
  doc.font('Helvetica-Bold').text(`${label}:`, 72, y, { width: 115 });
  doc.font('Helvetica').text(value, 192, y);
  doc.x = 72;
}

function row(doc: Doc, first: string, second: string, third: string): void {
  if (doc.y > doc.page.height - 120) doc.addPage();
  const y = doc.y;
  doc.text(first, 72, y, { width: 200 });
  doc.text(second, 280, y, { width: 120 });
  doc.text(third, 400, y, { width: 140, align: 'right' });
  doc.x = 72;
}
