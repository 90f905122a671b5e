import { getAccessToken } from '../session/session-state';
import { photoTypeOf, readHead, UploadError, uploadPhoto, type UploadOptions } from './photo-upload';

/** The server's limit for one report (api orders/lab-report-file.ts); checked here before a byte is sent. */
export const MAX_REPORT_BYTES = 10 * 1024 * 1024;

export type ReportType = 'application/pdf' | 'image/jpeg' | 'image/png';

/** What a lab picks from: the same kinds the server takes. */
export const REPORT_ACCEPT = 'application/pdf,image/jpeg,image/png';

/** Where a booking's report goes up (its lab, signed in) and comes down (its lab, admins, or its customer's browser). */
export const labReportUrl = (orderId: string) => `/uploads/lab-reports/${encodeURIComponent(orderId)}`;

const PDF_HEAD = [...'%PDF-'].map((c) => c.charCodeAt(0));

/** What a report is by its first bytes, as the server judges it: a PDF, a JPEG or a PNG. */
export function reportTypeOf(head: Uint8Array): ReportType | null {
  if (head.length > PDF_HEAD.length && PDF_HEAD.every((byte, i) => head[i] === byte)) return 'application/pdf';
  const photo = photoTypeOf(head);
  return photo === 'image/jpeg' || photo === 'image/png' ? photo : null;
}

export type ReportProblem = 'type' | 'tooBig';

/** Whether the server will take this report: a PDF, JPEG or PNG (by its bytes) of at most 10 MB. */
export async function checkReport(file: Blob): Promise<{ type: ReportType } | { problem: ReportProblem }> {
  if (file.size > MAX_REPORT_BYTES) return { problem: 'tooBig' };
  const type = reportTypeOf(await readHead(file));
  return type ? { type } : { problem: 'type' };
}

/**
 * Sends a booking's report as the signed-in lab or admin; the server makes the booking
 * REPORT_READY (or replaces the report). Rejects with an UploadError: 'unfit' (checked on the
 * phone), 'refused' (in the server's words), 'network' or 'aborted'.
 */
export async function uploadLabReport(
  orderId: string,
  file: Blob,
  options: Omit<UploadOptions, 'headers'> = {},
): Promise<void> {
  const checked = await checkReport(file);
  if ('problem' in checked) throw new UploadError({ kind: 'unfit', problem: checked.problem });
  const token = getAccessToken();
  await uploadPhoto(labReportUrl(orderId), file, checked.type, {
    ...options,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
}

/** Why a report could not be fetched: not there (yet, or not for this person), or no answer. */
export type ReportFetchFailure = 'notFound' | 'network';

export class ReportFetchError extends Error {
  constructor(readonly failure: ReportFetchFailure) {
    super(`report fetch failed: ${failure}`);
    this.name = 'ReportFetchError';
  }
}

/** The name the server gives the file (Content-Disposition), or a plain one. */
function fileNameOf(response: Response, fallback: string): string {
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return named ?? fallback;
}

export interface ReportFile {
  blob: Blob;
  name: string;
}

/**
 * Fetches a booking's report: with the order's tracking token (the customer's browser) in a
 * header, never in the address, which servers log; or as the signed-in staff member.
 */
export async function fetchLabReport(
  orderId: string,
  as: { trackingToken: string } | 'signedIn',
  fetchImpl: typeof fetch = fetch,
): Promise<ReportFile> {
  const headers: Record<string, string> = {};
  if (as === 'signedIn') {
    const token = getAccessToken();
    if (token) headers.Authorization = `Bearer ${token}`;
  } else headers['X-Tracking-Token'] = as.trackingToken;
  let response: Response;
  try {
    response = await fetchImpl(labReportUrl(orderId), { headers, cache: 'no-store' });
  } catch {
    throw new ReportFetchError('network');
  }
  if (response.status === 404 || response.status === 401) throw new ReportFetchError('notFound');
  if (!response.ok) throw new ReportFetchError('network');
  return { blob: await response.blob(), name: fileNameOf(response, 'haat-report') };
}

/** Hands the file to the phone as a download, under its name. */
export function saveFile({ blob, name }: ReportFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the next turn; the address is freed after.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
