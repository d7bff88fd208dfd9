/**
 * The words of the documents the server prints, in English: the receipt and the yearly
 * statement PDFs. The source every other language translates, key for key (docs/architecture.md,
 * Languages); ICU MessageFormat as in the mail catalogue.
 */
import { NO_GOODS_OR_SERVICES } from '@onepair/contract';

export default {
  'receiptPdf.documentTitle': 'Donation receipt {number}',
  'receiptPdf.title': 'Donation receipt No. {number}',
  'receiptPdf.void': 'VOID',
  'receiptPdf.voidedOn': 'This receipt was voided on {date}: {reason}',
  'receiptPdf.issued': 'Issued',
  'receiptPdf.donationDate': 'Donation date',
  'receiptPdf.amount': 'Amount',
  'receiptPdf.given': 'Given',
  'receiptPdf.inHonorOf': 'In honor of {name}',
  'receiptPdf.inMemoryOf': 'In memory of {name}',
  'receiptPdf.replaces': 'Replaces',
  'receiptPdf.replacedReceipt': 'Receipt No. {number}, now void',
  'receiptPdf.receivedFrom': 'Received from',
  'receiptPdf.thanks': 'Thank you for your gift to {organisation}.',
  'pdf.taxId': 'Tax id: {taxId}',
  'pdf.noGoods': NO_GOODS_OR_SERVICES,
  'statementPdf.documentTitle': 'Donation statement {year}',
  'statementPdf.title': 'Yearly donation statement {year}',
  'statementPdf.donor': 'Donor',
  'statementPdf.date': 'Date',
  'statementPdf.receiptNumber': 'Receipt No.',
  'statementPdf.amount': 'Amount',
  'statementPdf.total': 'Total of {count, plural, one {# gift} other {# gifts}}',
  'statementPdf.produced':
    'Produced on {date}. Refunded gifts are not listed; a gift refunded in part is listed with the amount left and the number of its replacement receipt.',
} as const;
