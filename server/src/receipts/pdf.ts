/**
 * The receipt and yearly statement PDFs. Everything printed is passed in, so a receipt prints
 * the details frozen when it was issued; the document's dates are the receipt's own, so the same
 * receipt prints the same text every time.
 */
import { tributeOfLine, type Language } from '@onepair/contract';
import { documentWords, type DocumentWords } from '../i18n/translation.js';
import { nextHeavyTurn, SLICE_MS } from '../lib/heavy-turns.js';
import { render, type Doc } from '../lib/pdf.js';

export interface ReceiptDocument {
  /** The donor's language, which the document's own words are printed in. */
  language: Language;
  number: number;
  issuedAt: string;
  org: { name: string; taxId: string; address: string };
  donor: { name: string; address: string };
  amountCents: number;
  date: string;
  void: { at: string; reason: string } | null;
  /** The number of the receipt this one replaces (after a partial refund or a correction), or null. */
  replaces: number | null;
  /** "In honor of …" or "In memory of …" as the receipt froze it (in English), or null. */
  tribute: string | null;
}

export interface StatementGiftLine {
  number: number | null;
  date: string;
  amountCents: number;
}

export interface StatementDocument {
  language: Language;
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
  const words = documentWords(receipt.language);
  const number = String(receipt.number);
  return render(words('receiptPdf.documentTitle', { number }), new Date(receipt.issuedAt), (doc) => {
    organisationHeader(doc, words, receipt.org);
    doc.moveDown(1.5).font('Helvetica-Bold').fontSize(16).text(words('receiptPdf.title', { number }));
    if (receipt.void) {
      doc
        .moveDown(0.5)
        .font('Helvetica-Bold')
        .fontSize(28)
        .fillColor('#b00020')
        .text(words('receiptPdf.void'))
        .fontSize(11)
        .font('Helvetica')
        .text(words('receiptPdf.voidedOn', { date: receipt.void.at.slice(0, 10), reason: receipt.void.reason }))
        .fillColor('black');
    }
    doc.moveDown(1).font('Helvetica').fontSize(11);
    field(doc, words('receiptPdf.issued'), receipt.issuedAt.slice(0, 10));
    field(doc, words('receiptPdf.donationDate'), receipt.date);
    field(doc, words('receiptPdf.amount'), formatDollars(receipt.amountCents));
    if (receipt.tribute) field(doc, words('receiptPdf.given'), tributeIn(words, receipt.tribute));
    if (receipt.replaces !== null) {
      field(doc, words('receiptPdf.replaces'), words('receiptPdf.replacedReceipt', { number: String(receipt.replaces) }));
    }
    doc.moveDown(1);
    field(doc, words('receiptPdf.receivedFrom'), receipt.donor.name);
    if (receipt.donor.address) doc.text(receipt.donor.address, { indent: 120 });
    doc.moveDown(1.5).font('Helvetica-Bold').text(words('pdf.noGoods'));
    doc
      .moveDown(1)
      .font('Helvetica')
      .text(words('receiptPdf.thanks', { organisation: receipt.org.name }));
  });
}

/** The tribute line a receipt froze in English ("In memory of …"), in the document's language. */
function tributeIn(words: DocumentWords, line: string): string {
  const tribute = tributeOfLine(line);
  if (!tribute) return line;
  return words(tribute.kind === 'memory' ? 'receiptPdf.inMemoryOf' : 'receiptPdf.inHonorOf', { name: tribute.name });
}

/**
 * The statement, drawn a batch of gifts at a time with the event loop let go between batches:
 * laying out tens of thousands of rows in one go held every other request for seconds.
 */
export function statementPdf(statement: StatementDocument): Promise<Buffer> {
  const words = documentWords(statement.language);
  const year = String(statement.year);
  return render(words('statementPdf.documentTitle', { year }), statement.generatedAt, async (doc) => {
    organisationHeader(doc, words, statement.org);
    doc.moveDown(1.5).font('Helvetica-Bold').fontSize(16).text(words('statementPdf.title', { year }));
    doc.moveDown(1).font('Helvetica').fontSize(11);
    field(doc, words('statementPdf.donor'), statement.donor.name);
    if (statement.donor.address) doc.text(statement.donor.address, { indent: 120 });
    doc.moveDown(1).font('Helvetica-Bold');
    row(doc, words('statementPdf.date'), words('statementPdf.receiptNumber'), words('statementPdf.amount'));
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
    row(doc, words('statementPdf.total', { count }), '', formatDollars(total));
    doc.moveDown(1.5).text(words('pdf.noGoods'));
    doc
      .moveDown(1)
      .font('Helvetica')
      .text(words('statementPdf.produced', { date: statement.generatedAt.toISOString().slice(0, 10) }));
  });
}

function organisationHeader(doc: Doc, words: DocumentWords, org: ReceiptDocument['org']): void {
  doc.font('Helvetica-Bold').fontSize(20).text(org.name);
  doc.font('Helvetica').fontSize(10);
  if (org.address) doc.text(org.address);
  // Without ORG_TAX_ID the line is left out: a donor is not told about a setting; staff see it on the setup checklist.
  if (org.taxId) doc.text(words('pdf.taxId', { taxId: org.taxId }));
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
