/** The documents the server prints, in Spanish: the English catalogue's keys, each translated. */
import type english from '../en/documents.js';
import type { Translation } from '../../translation.js';

export default {
  'receiptPdf.documentTitle': 'Recibo de donación {number}',
  'receiptPdf.title': 'Recibo de donación N.º {number}',
  'receiptPdf.void': 'ANULADO',
  'receiptPdf.voidedOn': 'Este recibo se anuló el {date}: {reason}',
  'receiptPdf.issued': 'Emitido',
  'receiptPdf.donationDate': 'Fecha de la donación',
  'receiptPdf.amount': 'Monto',
  'receiptPdf.given': 'Dedicatoria',
  'receiptPdf.inHonorOf': 'En honor a {name}',
  'receiptPdf.inMemoryOf': 'En memoria de {name}',
  'receiptPdf.replaces': 'Reemplaza',
  'receiptPdf.replacedReceipt': 'Recibo N.º {number}, ahora anulado',
  'receiptPdf.receivedFrom': 'Recibido de',
  'receiptPdf.thanks': 'Gracias por su donación a {organisation}.',
  'pdf.taxId': 'N.º de identificación fiscal: {taxId}',
  'pdf.noGoods': 'No se dio ningún bien ni servicio a cambio de esta donación.',
  'statementPdf.documentTitle': 'Resumen de donaciones {year}',
  'statementPdf.title': 'Resumen anual de donaciones {year}',
  'statementPdf.donor': 'Donante',
  'statementPdf.date': 'Fecha',
  'statementPdf.receiptNumber': 'Recibo N.º',
  'statementPdf.amount': 'Monto',
  'statementPdf.total': 'Total de {count, plural, one {# donación} other {# donaciones}}',
  'statementPdf.produced':
    'Preparado el {date}. Las donaciones reembolsadas no aparecen; una donación reembolsada en parte aparece con el monto restante y el número de su recibo de reemplazo.',
} as const satisfies Translation<typeof english>;
