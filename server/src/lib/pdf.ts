/**
 * PDFs, drawn with pdfkit and its built-in Helvetica (no font files): the receipts and
 * statements (receipts/pdf.ts) and the packing slips (claims/packing-slips.ts), and how a route
 * sends one.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';

export type Doc = PDFKit.PDFDocument;

/** A PDF a route answers with, under the name the browser saves it as. */
export interface PdfFile {
  filename: string;
  bytes: Buffer;
}

/** The reply schema of a route that answers with a PDF. */
export const Pdf = Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'A PDF document (application/pdf)' });

/** Sends `file` as a download. Every PDF here names people (donors, recipients): nothing on the way may keep a copy. */
export function sendPdf(reply: FastifyReply, file: PdfFile) {
  return reply
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .type('application/pdf')
    .send(file.bytes);
}

/**
 * pdfkit and its fonts take about 15 MB: they load with the first PDF anyone asks for, not at
 * every start of a server that may never make one.
 */
let pdfkit: Promise<typeof import('pdfkit')> | undefined;

export async function render(title: string, created: Date, draw: (doc: Doc) => void | Promise<void>): Promise<Buffer> {
  pdfkit ??= import('pdfkit').then(
    (module) => module.default,
    (error: unknown) => {
      // A failed load (too many open files, say) is tried again by the next PDF.
      pdfkit = undefined;
      throw error;
    },
  );
  const PDFDocument = await pdfkit;
  const doc = new PDFDocument({ size: 'A4', margin: 72, info: { Title: title, Author: 'OnePair', CreationDate: created } });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  await draw(doc);
  doc.end();
  return done;
}
