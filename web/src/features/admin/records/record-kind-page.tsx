import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../shared/i18n/admin';
import type { RecordKindEntry } from './record-kind';
import { RecordKindScreen } from './record-kind-screen';

/** The page of one kind: its view made in the reader's language, shown by the generic screen. */
export function RecordKindPage({ entry }: { entry: RecordKindEntry }) {
  const { t } = useTranslation();
  const kind = useMemo(() => entry.view(t), [entry, t]);
  return <RecordKindScreen kind={kind} />;
}
