import {
  BRAND,
  formatDateTimeId,
  formatLongDateId,
  formatRupiah,
  type OperatorSettings,
  type PackageType,
  type PaymentKind,
  packageTitle,
} from '@balasin/shared';
import PDFDocument from 'pdfkit';

export type InvoiceContent = {
  number: string;
  issuedAt: Date;
  company: Omit<OperatorSettings, 'bankAccounts'>;
  customer: { name: string; email: string; businessName: string };
  line: {
    kind: PaymentKind;
    package: PackageType;
    periodStart: Date | null;
    periodEnd: Date | null;
    baseAmount: number;
    /** An upgrade's credit for the unused days of the old package; zero shows no line. */
    credit: { amount: number; days: number };
    uniqueCode: number;
    amount: number;
  };
  /**
   * A transfer, as the owner named it; or an upgrade's credit alone, which paid the whole price
   * (nothing transferred), its surplus becoming extra days of the new package.
   */
  paidWith:
    | { by: 'transfer'; bank: string | null; name: string | null }
    | { by: 'credit'; extraDays: number };
};

const KIND_LABEL: Record<PaymentKind, string> = {
  registration: 'Langganan baru',
  renewal: 'Perpanjangan langganan',
  upgrade: 'Peningkatan paket',
};

/** How it was paid, under the figures. */
const paidText = ({ paidWith, issuedAt }: InvoiceContent) => {
  if (paidWith.by === 'credit') {
    const extra =
      paidWith.extraDays > 0
        ? ` Kelebihan kredit menjadi ${paidWith.extraDays} hari tambahan pada periode di atas.`
        : '';
    return `Dibayar penuh dengan kredit sisa paket lama, tanpa transfer, diterapkan ${formatDateTimeId(issuedAt)}.${extra}`;
  }
  const payer = [paidWith.bank, paidWith.name].filter(Boolean).join(', ');
  return `Dibayar melalui transfer bank${payer ? ` (${payer})` : ''}, dikonfirmasi ${formatDateTimeId(issuedAt)}.`;
};

/**
 * The invoice as a PDF (pdfkit, with its built-in Helvetica: no font files to ship). Indonesian,
 * like the e-mail it goes with. A4, one page: who issues it, to whom, what was paid and when.
 */
export const renderInvoicePdf = (invoice: InvoiceContent): Promise<Uint8Array> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      info: {
        Title: `Invoice ${invoice.number}`,
        Author: invoice.company.companyName,
        Subject: `${BRAND} ${packageTitle(invoice.line.package)}`,
        CreationDate: invoice.issuedAt,
        ModDate: invoice.issuedAt,
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);

    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;

    doc.font('Helvetica-Bold').fontSize(20).text('INVOICE', left, 56);
    doc.font('Helvetica').fontSize(10).fillColor('#444');
    doc.text(`Nomor: ${invoice.number}`);
    doc.text(`Tanggal: ${formatLongDateId(invoice.issuedAt)}`);
    doc.text('Status: LUNAS');

    doc.moveDown(1.5).fillColor('#000').font('Helvetica-Bold').fontSize(11);
    const columnsTop = doc.y;
    doc.text('Dari', left, columnsTop);
    doc.font('Helvetica').fontSize(10);
    doc.text(invoice.company.companyName, { width: width / 2 - 12 });
    doc.text(invoice.company.companyAddress, { width: width / 2 - 12 });
    if (invoice.company.companyTaxId) doc.text(`NPWP: ${invoice.company.companyTaxId}`);
    doc.text(invoice.company.supportEmail);
    const leftBottom = doc.y;

    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .text('Kepada', left + width / 2, columnsTop);
    doc.font('Helvetica').fontSize(10);
    doc.text(invoice.customer.businessName, { width: width / 2 });
    doc.text(invoice.customer.name, { width: width / 2 });
    doc.text(invoice.customer.email, { width: width / 2 });
    doc.y = Math.max(leftBottom, doc.y);

    doc.moveDown(2);
    const amountX = left + width - 140;
    const row = (label: string, amount: string, bold = false) => {
      const top = doc.y;
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
      doc.text(label, left, top, { width: width - 160 });
      const bottom = doc.y;
      doc.text(amount, amountX, top, { width: 140, align: 'right' });
      doc.y = Math.max(bottom, doc.y) + 6;
    };
    const rule = () => {
      doc
        .moveTo(left, doc.y)
        .lineTo(left + width, doc.y)
        .strokeColor('#bbb')
        .stroke();
      doc.y += 8;
    };
    row('Deskripsi', 'Jumlah', true);
    rule();
    const period =
      invoice.line.periodStart && invoice.line.periodEnd
        ? ` (${formatLongDateId(invoice.line.periodStart)} - ${formatLongDateId(invoice.line.periodEnd)})`
        : '';
    row(
      `${KIND_LABEL[invoice.line.kind]}: ${BRAND} paket ${packageTitle(invoice.line.package)}${period}`,
      formatRupiah(invoice.line.baseAmount),
    );
    if (invoice.line.credit.amount > 0) {
      row(
        `Kredit sisa paket lama (${invoice.line.credit.days} hari tidak terpakai)`,
        `-${formatRupiah(invoice.line.credit.amount)}`,
      );
    }
    // A transfer carries a code of 1 to 999; the credit alone has none to show.
    if (invoice.paidWith.by === 'transfer') {
      row('Kode unik pembayaran', formatRupiah(invoice.line.uniqueCode));
    }
    rule();
    row('Total dibayar', formatRupiah(invoice.line.amount), true);

    doc.moveDown(2).font('Helvetica').fontSize(9).fillColor('#444');
    doc.text(paidText(invoice), left, doc.y, { width });
    doc.text(
      `Invoice ini dibuat secara elektronik oleh ${invoice.company.companyName} dan sah tanpa tanda tangan.`,
      { width },
    );
    doc.end();
  });
