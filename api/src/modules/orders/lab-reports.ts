import fs from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import express, { type Request, type Router } from 'express';
import { GraphQLError } from 'graphql';
import type { DataSource } from 'typeorm';
import { RequestAuth, bearerTokenFrom, type AuthUser } from '../../shared/auth/request-auth';
import type { AppServices, RequestContext } from '../../shared/context';
import { transactionWithRetry } from '../../shared/db/retry';
import { isUuid } from '../../shared/ids';
import { refusePhoto, savePhoto } from '../../shared/image-upload';
import type { Logger } from '../../shared/logger';
import { UserRole } from '../identity/user-role';
import { isLabOfBooking, REPORT_TAKING_STATES, takeLabReport } from './lab-booking-steps.service';
import { checkReport, MAX_REPORT_BYTES, REPORT_FILE, reportTypeOfFile } from './lab-report-file';
import { announceOrders } from './order-events';
import { OrderKind, type OrderStatus } from './order-status';
import { isTrackingTokenFor } from './tracking-token';

/** The header a customer's browser sends the order's tracking token in: never the address, which logs keep. */
export const TRACKING_TOKEN_HEADER = 'x-tracking-token';

/** A refusal's HTTP status by its code, for a rule that answers in GraphQL's words. */
const STATUS_OF_CODE: Record<string, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
};

/** The disk (or the folder's quota) has no room left. */
const isDiskFull = (error: unknown) => ['ENOSPC', 'EDQUOT'].includes((error as { code?: string })?.code ?? '');

interface BookingRow {
  code: string;
  kind: OrderKind;
  status: OrderStatus;
  vendor_id: string | null;
  checkout_id: string;
  report_file: string | null;
}

async function bookingOf(db: DataSource, id: string): Promise<BookingRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row]: BookingRow[] = await db.query(
    'SELECT code, kind, status, vendor_id, checkout_id, report_file FROM customer_order WHERE id = $1',
    [id.toLowerCase()],
  );
  return row;
}

/**
 * /uploads/lab-reports/{orderId}: the booking's lab (or an admin) POSTs the report, a PDF, JPEG or
 * PNG of up to 10 MB (told by its bytes), which makes the booking REPORT_READY (or replaces the
 * report before it is done); GET gives it back as a download to its lab and admins signed in, and
 * to the customer's browser sending the order's tracking token in X-Tracking-Token. Never stored
 * by a cache; to anyone else there is no such report. Errors are JSON as GraphQL's.
 */
export function labReportRouter(
  db: DataSource,
  services: AppServices,
  log: Logger,
  clientAddress: (req: IncomingMessage) => string,
): Router {
  const router = express.Router();
  const dir = path.join(services.settings.uploadDir, 'lab-reports');
  const authOf = (req: Request) =>
    new RequestAuth(db, bearerTokenFrom(req.headers.authorization), services.settings.jwtSecret, services.clock);

  router.post(
    '/:orderId',
    // Who is sending comes first: nobody's 10 MB is read before they are known to be its lab.
    async (req, res, next) => {
      const auth = authOf(req);
      const user = await auth.user();
      if (!user) {
        refusePhoto(res, 401, 'Please sign in to do this.', 'report', 'UNAUTHENTICATED');
        return;
      }
      if (user.mustChangePassword) {
        refusePhoto(
          res,
          403,
          'Please choose a new password of your own before you go on.',
          'report',
          'PASSWORD_CHANGE_REQUIRED',
        );
        return;
      }
      if (user.role !== UserRole.VENDOR && user.role !== UserRole.ADMIN) {
        refusePhoto(res, 403, 'You are not allowed to do this.', 'report', 'FORBIDDEN');
        return;
      }
      const booking = await bookingOf(db, String(req.params.orderId));
      if (!booking || !isLabOfBooking(user, booking)) {
        refusePhoto(res, 404, 'There is no such lab booking.', 'orderId', 'NOT_FOUND', 'labBookingNotFound');
        return;
      }
      if (!REPORT_TAKING_STATES.includes(booking.status)) {
        refusePhoto(
          res,
          400,
          'A report is uploaded once the sample is collected, and until the booking is done.',
          'orderId',
          'BAD_USER_INPUT',
          'reportNotDue',
        );
        return;
      }
      res.locals.auth = auth;
      res.locals.user = user;
      next();
    },
    express.raw({ type: () => true, limit: MAX_REPORT_BYTES }),
    async (req, res, next) => {
      const user = res.locals.user as AuthUser;
      const orderId = String(req.params.orderId).toLowerCase();
      const body = req.body as Buffer | undefined;
      const checked = await checkReport(Buffer.isBuffer(body) ? body : undefined, req.headers['content-type']);
      if ('problem' in checked) {
        refusePhoto(res, 400, checked.problem, 'report', 'BAD_USER_INPUT', checked.reason);
        return;
      }
      let file: string;
      try {
        file = await savePhoto(dir, '', body!, checked.kind.ext);
      } catch (error) {
        if (!isDiskFull(error)) return next(error);
        log.error({ err: error, dir }, "lab report not kept: the upload folder's disk is full");
        refusePhoto(
          res,
          507,
          'The report cannot be kept just now. Try again later.',
          'report',
          'SERVICE_UNAVAILABLE',
          'reportUploadsFull',
        );
        return;
      }
      let previous: string | null;
      try {
        ({ previous } = await transactionWithRetry(db, (tx) => takeLabReport(tx, user, orderId, file)));
      } catch (error) {
        await fs.rm(path.join(dir, file), { force: true }).catch(() => undefined);
        // The booking moved on (or went) between the first look and the lock.
        if (error instanceof GraphQLError && STATUS_OF_CODE[String(error.extensions.code)]) {
          const { code, reason, params } = error.extensions as {
            code: string;
            reason?: string;
            params?: Record<string, string | number>;
          };
          refusePhoto(
            res,
            STATUS_OF_CODE[code],
            error.message,
            typeof error.extensions.field === 'string' ? error.extensions.field : 'report',
            code,
            reason ? { reason, params } : undefined,
          );
          return;
        }
        return next(error);
      }
      // The report it replaced is nobody's now.
      if (previous && REPORT_FILE.test(previous)) {
        await fs
          .rm(path.join(dir, previous), { force: true })
          .catch((error) => log.warn({ err: error, file: previous }, 'could not remove a replaced lab report'));
      }
      log.info({ orderId, file, bytes: body!.length, replaced: previous !== null }, 'lab report received');
      const ctx: RequestContext = {
        db,
        log,
        services,
        auth: res.locals.auth as RequestAuth,
        client: { ip: clientAddress(req), userAgent: req.headers['user-agent'] ?? null },
      };
      await announceOrders(ctx, 'o.id = $1', [orderId]);
      res.status(201).json({ orderId, status: 'REPORT_READY' });
    },
  );

  router.get('/:orderId', async (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    const booking = await bookingOf(db, String(req.params.orderId));
    const token = req.headers[TRACKING_TOKEN_HEADER];
    if (typeof token === 'string' && token) {
      if (
        !booking ||
        booking.kind !== OrderKind.LAB_TEST ||
        !isTrackingTokenFor(services.settings.jwtSecret, booking.checkout_id, token)
      ) {
        refusePhoto(res, 404, 'There is no such report.', 'report', 'NOT_FOUND', 'reportNotFound');
        return;
      }
    } else {
      const user = await authOf(req).user();
      if (!user) {
        refusePhoto(
          res,
          401,
          'Please sign in, or open the booking on the phone that made it.',
          'report',
          'UNAUTHENTICATED',
          'reportSignIn',
        );
        return;
      }
      if (!booking || !isLabOfBooking(user, booking)) {
        refusePhoto(res, 404, 'There is no such report.', 'report', 'NOT_FOUND', 'reportNotFound');
        return;
      }
    }
    const file = booking.report_file;
    const stored = file && REPORT_FILE.test(file) ? path.join(dir, file) : null;
    if (
      !stored ||
      !(await fs.access(stored).then(
        () => true,
        () => false,
      ))
    ) {
      refusePhoto(res, 404, 'The report is not ready yet.', 'report', 'NOT_FOUND', 'reportNotReady');
      return;
    }
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="haat-report-${booking.code}.${path.extname(file!).slice(1)}"`,
    );
    // Sent from its folder as the root: the default UPLOAD_DIR (.data/uploads) has a dotted folder, which a path given whole would be refused for.
    res
      .type(reportTypeOfFile(file!))
      .sendFile(file!, { root: dir, cacheControl: false, lastModified: false, etag: false });
  });

  router.use(((error, _req, res, next) => {
    if ((error as { type?: string }).type === 'entity.too.large') {
      refusePhoto(
        res,
        413,
        'The report is larger than 10 MB. Send a smaller file, or each page as a photo.',
        'report',
        'BAD_USER_INPUT',
        'reportTooBig',
      );
      return;
    }
    next(error);
  }) as express.ErrorRequestHandler);
  return router;
}
