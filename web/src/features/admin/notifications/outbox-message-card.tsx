import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  RetryOutboxMessageDocument,
  type OutboxMessageFieldsFragment,
  type OutboxStatus,
} from '../../../generated/graphql';
import { formatDateTime } from '../../../shared/format/date';
import '../../../shared/i18n/admin';
import { MAX_TRIES } from './outbox-filter';
import { outboxProblem, type OutboxProblem } from './outbox-problems';

export type OutboxMessage = OutboxMessageFieldsFragment;

/** Where a message goes, in words: the admins' group, a shop's group, or a mail address. */
export function useDestination(): (message: Pick<OutboxMessage, 'channel' | 'shopName' | 'email'>) => string {
  const { t } = useTranslation();
  return (message) => {
    if (message.channel === 'MAIL') return t('admin.notifications.to.mail', { email: message.email ?? '' });
    return message.shopName
      ? t('admin.notifications.to.shop', { shop: message.shopName })
      : t('admin.notifications.to.admins');
  };
}

export function OutboxStatusPill({ status }: { status: OutboxStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`ws-pill outbox-pill outbox-pill--${status.toLowerCase()}`} data-testid="outbox-status">
      {t(`admin.notifications.status.${status}`)}
    </span>
  );
}

function Time({ at }: { at: string }) {
  return <time dateTime={at}>{formatDateTime(at)}</time>;
}

export interface OutboxMessageCardProps {
  message: OutboxMessage;
  /** Sent again: says so, and has the lists fetched again. */
  onRetried: (message: OutboxMessage) => void;
  /** The server refused (sent meanwhile, gone): the lists are fetched again to show how it is now. */
  onRefused: () => void;
}

/**
 * One chat post or mail: what it tells and about what, where it goes, how many tries, the bot's
 * or mail server's reason when it failed, and when it was made, will be tried or was sent. A
 * failed one has the button to send it again.
 */
export function OutboxMessageCard({ message, onRetried, onRefused }: OutboxMessageCardProps) {
  const { t } = useTranslation();
  const destination = useDestination();
  const [problem, setProblem] = useState<OutboxProblem | null>(null);
  const [retry, { loading }] = useMutation(RetryOutboxMessageDocument);
  // A status message names the state it told of: "Order status: Packed".
  const kind = message.orderStatus
    ? t('admin.notifications.kindWithStatus', {
        kind: t(`admin.notifications.kind.${message.kind}`),
        status: t(`admin.orders.state.${message.orderStatus}`),
      })
    : t(`admin.notifications.kind.${message.kind}`);
  const to = destination(message);
  // A mail's reference is its address, already said by where it goes.
  const label =
    message.channel === 'MAIL'
      ? t('admin.notifications.row.mailLabel', { kind, to })
      : t('admin.notifications.row.label', { kind, reference: message.reference, to });

  function sendAgain() {
    setProblem(null);
    retry({ variables: { id: message.id } }).then(
      ({ data }) => data && onRetried(data.retryOutboxMessage),
      (error: unknown) => {
        setProblem(outboxProblem(error));
        onRefused();
      },
    );
  }

  return (
    <article
      className={`ws-order outbox-message outbox-message--${message.status.toLowerCase()}`}
      aria-label={label}
      aria-busy={loading}
    >
      <div className="ws-order__head">
        <h3 className="outbox-message__kind">{kind}</h3>
        {message.channel !== 'MAIL' && <span className="outbox-message__reference">{message.reference}</span>}
        <OutboxStatusPill status={message.status} />
      </div>
      <dl className="outbox-message__facts">
        <dt>{t('admin.notifications.row.to')}</dt>
        <dd className="outbox-message__to">{to}</dd>
        <dt>{t('admin.notifications.row.tries')}</dt>
        <dd data-testid="outbox-tries">
          {t('admin.notifications.row.triesOf', { attempts: message.attempts, max: MAX_TRIES })}
        </dd>
        <dt>{t('admin.notifications.row.created')}</dt>
        <dd>
          <Time at={message.createdAt} />
        </dd>
        {message.status === 'PENDING' && (
          <>
            <dt>{t('admin.notifications.row.nextTry')}</dt>
            <dd>
              <Time at={message.nextAttemptAt} />
            </dd>
          </>
        )}
        {message.status === 'SENT' && message.sentAt && (
          <>
            <dt>{t('admin.notifications.row.sent')}</dt>
            <dd>
              <Time at={message.sentAt} />
            </dd>
          </>
        )}
      </dl>
      {message.lastError && message.status !== 'SENT' && (
        <p className="outbox-message__error" data-testid="outbox-error">
          <strong>
            {message.status === 'FAILED' ? t('admin.notifications.row.error') : t('admin.notifications.row.lastError')}
            :{' '}
          </strong>
          <span>{message.lastError}</span>
        </p>
      )}
      {problem && (
        <p className="ws-problem" role="alert">
          {problem.message ?? t(problem.key)}
        </p>
      )}
      {message.status === 'FAILED' && (
        <button
          type="button"
          className="button button--primary outbox-message__again"
          disabled={loading}
          onClick={sendAgain}
        >
          {loading ? t('admin.notifications.sending') : t('admin.notifications.sendAgain')}
        </button>
      )}
    </article>
  );
}
