import { useFetchers, useNavigation } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A thin bar at the top of the window while any navigation or form submit runs.
 * It appears only after 120 ms, so instant transitions do not flicker.
 */
export function ProgressBar() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== 'idle' || fetchers.some((f) => f.state !== 'idle');
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), 120);
    return () => clearTimeout(timer);
  }, [busy]);

  return (
    <div
      className={`wd-progress ${visible ? 'wd-progress-active' : ''}`}
      role="progressbar"
      aria-label={t('progress.loading')}
      aria-hidden={!visible}
      aria-busy={visible}
    >
      <div className="wd-progress-bar" />
    </div>
  );
}
