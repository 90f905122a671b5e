import { photoKindOf, photoSize } from '../../shared/image-upload';

/** A scanned report of several pages fits in this with room to spare. */
export const MAX_REPORT_BYTES = 10 * 1024 * 1024;

export type ReportType = 'application/pdf' | 'image/jpeg' | 'image/png';

export interface ReportKind {
  type: ReportType;
  ext: 'pdf' | 'jpg' | 'png';
}

/** The name a stored report has: a random UUID and its kind. Never a name a client chose. */
export const REPORT_FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.(pdf|jpg|png)$/;

/** What a stored report is served as, by its name. */
export function reportTypeOfFile(file: string): ReportType {
  if (file.endsWith('.pdf')) return 'application/pdf';
  return file.endsWith('.png') ? 'image/png' : 'image/jpeg';
}

const PDF_HEAD = Buffer.from('%PDF-', 'latin1');
const PDF_END = Buffer.from('%%EOF', 'latin1');
/** A PDF ends with %%EOF, give or take a few bytes some writers add after it. */
const PDF_TAIL_BYTES = 1024;

/** What the bytes are, whatever the request calls them: a PDF, a JPEG or a PNG; null otherwise. */
export function reportKindOf(body: Buffer | undefined): ReportKind | null {
  if (!body) return null;
  if (body.length > PDF_HEAD.length && body.subarray(0, PDF_HEAD.length).equals(PDF_HEAD))
    return { type: 'application/pdf', ext: 'pdf' };
  const photo = photoKindOf(body);
  if (photo?.type === 'image/jpeg') return { type: 'image/jpeg', ext: 'jpg' };
  if (photo?.type === 'image/png') return { type: 'image/png', ext: 'png' };
  return null;
}

/**
 * The bytes decide, as for photos (shared/image-upload.ts): they must be a PDF, JPEG or PNG, the
 * type the request declares must agree, and the file must be whole: a PDF ends with its %%EOF
 * mark, a picture opens. Otherwise a plain sentence saying what is wrong, and its reason's name.
 */
export async function checkReport(
  body: Buffer | undefined,
  declaredType: string | undefined,
): Promise<{ kind: ReportKind } | { problem: string; reason: 'reportType' | 'reportUnreadable' }> {
  const kind = reportKindOf(body);
  if (!kind) return { problem: 'Send the report as a PDF, or as a JPEG or PNG photo.', reason: 'reportType' };
  const declared = declaredType?.split(';', 1)[0].trim().toLowerCase() || 'no type';
  if (declared !== kind.type) {
    return {
      problem: `This file holds a ${kind.ext.toUpperCase()} but was sent as ${declared}. Give it its right name (.${kind.ext}) and send it again.`,
      reason: 'reportType',
    };
  }
  if (kind.type === 'application/pdf') {
    if (!body!.subarray(Math.max(0, body!.length - PDF_TAIL_BYTES)).includes(PDF_END)) {
      return {
        problem: 'This PDF is cut short: the file may be damaged. Save it again and send it.',
        reason: 'reportUnreadable',
      };
    }
    return { kind };
  }
  const size = await photoSize(body!);
  if ('problem' in size) return { problem: size.problem, reason: 'reportUnreadable' };
  return { kind };
}
