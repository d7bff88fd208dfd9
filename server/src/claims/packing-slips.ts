/**
 * Packing slips: one A4 page a parcel, to print and put in the box. Everything printed is
 * passed in (claims/staff-service.ts reads it), drawn with the receipts' PDF library.
 */
import { render, type Doc } from '../lib/pdf.js';

export interface PackingSlip {
  claimId: number;
  confirmationNumber: number;
  name: string;
  addressLines: string[];
  phone: string;
  frame: string;
  /** Sphere and cylinder per eye, null where the applicant gave none, and the exam's date. */
  figures: { sphereRight: number | null; cylinderRight: number | null; sphereLeft: number | null; cylinderLeft: number | null };
  examDate: string | null;
}

/** +1.25, −0.50: dioptres with their sign, two decimals, as the console shows them. */
export function dioptres(value: number | null): string {
  if (value === null) return 'Not given';
  const sign = value > 0 ? '+' : value < 0 ? '-' : '';
  return `${sign}${Math.abs(value).toFixed(2)}`;
}

/** The confirmation number as the recipient's confirmation page shows it. */
export const confirmationText = (number: number) => String(number);

export function packingSlipsPdf(slips: readonly PackingSlip[], created: Date, orgName: string): Promise<Buffer> {
  return render(`Packing slips (${slips.length})`, created, (doc) => {
    slips.forEach((slip, index) => {
      if (index > 0) doc.addPage();
      drawSlip(doc, slip, orgName);
    });
  });
}

function drawSlip(doc: Doc, slip: PackingSlip, orgName: string): void {
  doc.font('Helvetica-Bold').fontSize(20).text(orgName);
  doc.font('Helvetica').fontSize(10).text('Packing slip: one free pair of prescription glasses');
  doc.moveDown(1.5).font('Helvetica-Bold').fontSize(16).text(slip.name);
  doc.font('Helvetica').fontSize(12);
  for (const line of slip.addressLines) doc.text(line);
  if (slip.phone) doc.text(`Phone: ${slip.phone}`);
  doc.moveDown(1.5).fontSize(11);
  field(doc, 'Confirmation No.', confirmationText(slip.confirmationNumber));
  field(doc, 'Claim', String(slip.claimId));
  field(doc, 'Frame', slip.frame);
  doc.moveDown(1).font('Helvetica-Bold').text('Prescription');
  doc.font('Helvetica');
  row(doc, 'Eye', 'Sphere', 'Cylinder', true);
  row(doc, 'Right', dioptres(slip.figures.sphereRight), dioptres(slip.figures.cylinderRight));
  row(doc, 'Left', dioptres(slip.figures.sphereLeft), dioptres(slip.figures.cylinderLeft));
  doc.moveDown(0.5);
  field(doc, 'Exam date', slip.examDate ?? 'Not given');
}

function field(doc: Doc, label: string, value: string): void {
  const y = doc.y;
  doc.font('Helvetica-Bold').text(`${label}:`, 72, y, { width: 115 });
  doc.font('Helvetica').text(value, 192, y);
  doc.x = 72;
}

function row(doc: Doc, eye: string, sphere: string, cylinder: string, bold = false): void {
  const y = doc.y;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
  doc.text(eye, 72, y, { width: 110 });
  doc.text(sphere, 192, y, { width: 110 });
  doc.text(cylinder, 312, y, { width: 110 });
  doc.font('Helvetica');
  doc.x = 72;
}
