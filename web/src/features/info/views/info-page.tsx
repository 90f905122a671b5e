import { useQuery } from '@apollo/client/react';
import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoPageDocument } from '../../../generated/graphql';
import { useInLanguage } from '../../../shared/i18n/record-text';
import { Markdown } from '../../../shared/ui/markdown';
import { NotFoundPanel } from '../../../shared/ui/not-found';
import { PageHeader } from '../../../shared/ui/page-header';
import { Spinner } from '../../../shared/ui/spinner';
import { RetryPanel } from '../../../shared/ui/status-panels';
import './info.css';

/**
 * A page of words an admin keeps (about, privacy, contact): its title and text from the API.
 * `titleKey` names it while it loads, or if it has not been written. `children` follow the text
 * (the contact page's message form), whatever became of it.
 */
export function InfoPage({ slug, titleKey, children }: { slug: string; titleKey: ParseKeys; children?: ReactNode }) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(InfoPageDocument, { variables: { slug } });
  const page = data?.page;
  const { pickWithLang } = useInLanguage();

  let body;
  if (loading && !data) {
    body = (
      <div className="info-status">
        <Spinner />
      </div>
    );
  } else if (error && !data) {
    body = <RetryPanel onRetry={() => void refetch().catch(() => undefined)} />;
  } else if (!page) {
    body = children ? null : (
      <NotFoundPanel message={t('info.notFound')} back={{ to: '/', label: t('common.backHome') }} />
    );
  } else {
    const text = pickWithLang({ en: page.body, bn: page.bodyBn, hi: page.bodyHi });
    body = (
      <div className="info-body" lang={text.lang}>
        <Markdown text={text.text} />
      </div>
    );
  }
  const title = page ? pickWithLang({ en: page.title, bn: page.titleBn, hi: page.titleHi }) : null;

  return (
    <>
      <PageHeader title={title?.text ?? t(titleKey)} />
      {body}
      {children}
    </>
  );
}
