import { useTranslation } from 'react-i18next';
import { useLiveState } from '../apollo/live-status';
import '../i18n/workspace';

/** A dot and a few words saying whether changes arrive by themselves right now. */
export function LiveIndicator() {
  const { t } = useTranslation();
  const state = useLiveState();
  return (
    <p className={`ws-live ws-live--${state}`} role="status" data-testid="live-state" data-state={state}>
      <span className="ws-live__dot" aria-hidden="true" />
      {t(`workspace.live.${state}`)}
    </p>
  );
}
