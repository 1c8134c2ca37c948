import Offcanvas from 'react-bootstrap/Offcanvas';
import { useTranslation } from 'react-i18next';
import { uiToggles } from '~/utils/ui-settings';
import { useUiSettings } from './use-ui-settings';

/**
 * docs/screens.md 'Layout': collapsed menu, top menu, dark theme, round borders, block shadows,
 * RTL. Each switch saves at once; the root layout shows the pending choice immediately.
 */
export function ThemeCustomizer({ show, onHide }: { show: boolean; onHide: () => void }) {
  const { t } = useTranslation();
  const ui = useUiSettings();

  return (
    <Offcanvas show={show} onHide={onHide} placement="end" aria-labelledby="wd-customizer-title">
      <Offcanvas.Header closeButton closeLabel={t('toast.close')}>
        <Offcanvas.Title id="wd-customizer-title">{t('customizer.title')}</Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        {uiToggles.map((name) => (
          <div className="form-check form-switch wd-switch" key={name}>
            <input
              className="form-check-input"
              type="checkbox"
              role="switch"
              id={`wd-ui-${name}`}
              // Uncontrolled: the switch flips under the finger at once; the panel is
              // mounted anew each time it opens, so it starts from the saved choice.
              defaultChecked={ui.isOn(name)}
              onChange={(e) => ui.set(name, e.currentTarget.checked)}
            />
            <label className="form-check-label" htmlFor={`wd-ui-${name}`}>
              {t(`customizer.${name}`)}
            </label>
          </div>
        ))}
      </Offcanvas.Body>
    </Offcanvas>
  );
}
